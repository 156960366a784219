import { Injectable, type PipeTransform } from '@nestjs/common';
import { isItemKind, type ItemKind } from '@creators/contracts';
import { DomainError } from '../domain-error.js';

/** The `{kind}` of a path: one of the six kinds, or the path leads nowhere (404). */
@Injectable()
export class ItemKindPipe implements PipeTransform<string, ItemKind> {
  transform(value: string): ItemKind {
    if (!isItemKind(value)) throw new DomainError('not_found', `there is no kind "${value}"`);
    return value;
  }
}
