import { uuidFrom } from '../../platform/command-metadata.js';

/** One review per holder and item: its id follows from the two, so nothing need be looked up to find its stream. */
export const reviewIdFor = (itemId: string, reviewerId: string): string =>
  uuidFrom(`review\u0000${itemId}\u0000${reviewerId}`);
