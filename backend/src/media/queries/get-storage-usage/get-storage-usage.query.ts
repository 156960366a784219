import { Query } from '@nestjs/cqrs';
import type { StorageUsage } from '@creators/contracts';

/** What the signed-in account keeps stored in its uploads, against its quota. */
export class GetStorageUsage extends Query<StorageUsage> {
  constructor(readonly ownerId: string) {
    super();
  }
}
