import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewaySecrets } from '../../platform/gateway-secrets.js';

/**
 * One visitor on one day, as an opaque key: a keyed hash of their address, browser and the day.
 * The address is never stored, and the key cannot be linked to the same visitor on another day.
 */
@Injectable()
export class VisitorKeys {
  constructor(private readonly secrets: GatewaySecrets) {}

  async keyFor(address: string, userAgent: string, day: string): Promise<string> {
    const secret = await this.secrets.secret('visitor-key');
    return createHmac('sha256', secret)
      .update(`${address}\u0000${userAgent}\u0000${day}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
