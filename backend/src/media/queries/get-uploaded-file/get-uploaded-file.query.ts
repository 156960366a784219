import { Query } from '@nestjs/cqrs';
import type { FileRef } from '@creators/contracts';

/** A creator's own uploaded file, for them to download (drafts included). */
export class GetUploadedFile extends Query<FileRef> {
  constructor(
    readonly uploadId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
