import type { CollectionSpec } from '@creators/storage';
import type { PublicItemProjection } from '../published-items/public-item-projector.js';
import type { Projector } from './projector.js';

/**
 * A read model the runner feeds: an event-level projector, or a model of published items that
 * reads the shared item state folded once per event (`published-items/public-items.ts`).
 */
export type ReadModel = Projector | PublicItemProjection;

export const showsPublicItems = (model: ReadModel): model is PublicItemProjection => 'show' in model;

/** The collections a read model or stage owns. */
export interface Owned {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly CollectionSpec[];
}
