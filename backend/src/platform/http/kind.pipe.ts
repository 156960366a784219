import { Injectable, type PipeTransform } from '@nestjs/common';
import { isItemKind, isMarketplaceKind, type ItemKind, type MarketplaceKind } from '@creators/contracts';
import { commonError } from '../domain-error.js';

/** The `{kind}` of a path: one of the six kinds, or the path leads nowhere (404). */
@Injectable()
export class ItemKindPipe implements PipeTransform<string, ItemKind> {
  transform(value: string): ItemKind {
    if (!isItemKind(value)) throw commonError('not_found', `there is no kind "${value}"`);
    return value;
  }
}

/** The `{kind}` of a marketplace path: the five kinds with a marketplace (sites have none). */
@Injectable()
export class MarketplaceKindPipe implements PipeTransform<string, MarketplaceKind> {
  transform(value: string): MarketplaceKind {
    if (!isMarketplaceKind(value)) throw commonError('not_found', `the marketplace has no "${value}"`);
    return value;
  }
}
