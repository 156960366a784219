import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewaySecrets } from '../../platform/gateway-secrets.js';

/**
 * What names an address in the log (its claim stream) and in the accounts collection: a keyed hash
 * (HMAC-SHA256 with a gateway secret), never the address, and nothing anyone without the secret
 * can compute, so the log cannot confirm whether an address has an account.
 */
@Injectable()
export class EmailKeys {
  constructor(private readonly secrets: GatewaySecrets) {}

  async keyOf(normalisedEmail: string): Promise<string> {
    return createHmac('sha256', await this.secrets.secret('email-key'))
      .update(normalisedEmail)
      .digest('hex');
  }
}
