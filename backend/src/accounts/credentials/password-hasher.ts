import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/** argon2id at (at least) OWASP's minimum: 19 MiB of memory, 2 passes, one lane. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummy: Promise<string> | null = null;

  onModuleInit(): void {
    void this.dummyHash();
  }

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * Whether the password matches the hash. Without a hash (no such account) it is checked against
   * a dummy one all the same, so an unknown address answers as slowly as a wrong password.
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const matches = await verify(passwordHash ?? (await this.dummyHash()), password);
    return passwordHash !== null && matches;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    return this.dummy;
  }
}
