import { Query } from '@nestjs/cqrs';
import type { Library } from '@creators/contracts';

/** Everything an account got or bought, newest first, with fresh download links. */
export class GetLibrary extends Query<Library> {
  constructor(readonly accountId: string) {
    super();
  }
}
