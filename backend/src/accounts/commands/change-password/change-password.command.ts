import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in creator changes their password, giving the current one; their other sessions end. */
export class ChangePassword extends Command<void> {
  constructor(
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly sessionId: string,
    readonly client: string,
    readonly origin: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
