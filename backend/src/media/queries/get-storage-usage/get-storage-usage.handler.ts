import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StorageUsage } from '@creators/contracts';
import { StorageQuota } from '../../uploads/storage-quota.js';
import { GetStorageUsage } from './get-storage-usage.query.js';

@QueryHandler(GetStorageUsage)
export class GetStorageUsageHandler implements IQueryHandler<GetStorageUsage, StorageUsage> {
  constructor(private readonly quota: StorageQuota) {}

  execute({ ownerId }: GetStorageUsage): Promise<StorageUsage> {
    return this.quota.usage(ownerId);
  }
}
