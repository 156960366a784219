import { Query } from '@nestjs/cqrs';
import type { FileDownloadedData, ItemFile } from '@creators/contracts';

export interface OpenedDownload {
  readonly file: ItemFile;
  readonly download: FileDownloadedData;
}

/** A signed download link, opened by the signed-in account it was made for. */
export class OpenDownload extends Query<OpenedDownload> {
  constructor(
    readonly token: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
