import { randomUUID } from 'node:crypto';
import type { MarketplaceKind, NewItemBody } from '@creators/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import { Join } from '../onboarding/commands/join/join.command.js';
import { PublishItem } from '../catalog/commands/publish-item/publish-item.command.js';
import { CreateItem } from '../catalog/commands/create-item/create-item.command.js';
import { PublishExpertListing } from '../creators/commands/publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from '../creators/commands/update-profile/update-profile.command.js';
import { AddLink } from '../links/commands/add-link/add-link.command.js';
import {
  CurateCollection,
  type CurationAnswer,
} from '../curation/commands/curate-collection/curate-collection.command.js';
import { ChangeLike } from '../marketplace/engagement/change-like/change-like.command.js';
import { RecordSighting } from '../marketplace/engagement/record-sighting/record-sighting.command.js';
import type { ReadModelClock } from '../platform/read-model-clock.js';
import type { CommandMetadata, SignedInMetadata } from '../platform/command-metadata.js';
import { DEMO_PASSWORD, DEMO_SEED, DEMO_SIZE, demoCreators, demoItems, seeded } from './demo-content.js';
import { DemoMedia, type ItemMedia } from './demo-media.js';

export interface DemoSize {
  readonly creators: number;
  readonly itemsPerKind: number;
}

const DAY = 86_400_000;

/**
 * Fills an empty product with demo content through the same commands a creator sends, so the
 * log, the read models and every rule are exactly as if people had done it, over the last 60 days.
 * Once `stop` is aborted it throws that reason before its next command, so the log holds whole
 * commands only (a later start finds the log not empty and seeds nothing more).
 */
export async function seedDemoContent(
  commands: CommandBus,
  clock: ReadModelClock,
  size: DemoSize = DEMO_SIZE,
  stop: AbortSignal = new AbortController().signal,
): Promise<{ creators: number; items: number; mediaMs: number }> {
  const random = seeded(DEMO_SEED);
  const start = Date.now() - 60 * DAY;
  let step = 0;
  // Sign-up, avatar, profile, links and listing per creator; uploads, creation and publication per item.
  const totalSteps = size.creators * 7 + size.itemsPerKind * 6 * 7;
  const media = new DemoMedia(commands);
  /** Each command happens a little later than the one before, so "newest" means something. */
  function at(creatorId: string): SignedInMetadata;
  function at(creatorId: null): CommandMetadata;
  function at(creatorId: string | null): CommandMetadata {
    // Every command's metadata is made just before it is sent: the one place to stop between commands.
    stop.throwIfAborted();
    step += 1;
    return {
      creatorId,
      correlationId: randomUUID(),
      idempotencyKey: null,
      now: new Date(start + Math.floor(Math.min(1, step / totalSteps) * 59 * DAY)).toISOString(),
      expectedRevision: null,
    };
  }

  const creators = demoCreators(size.creators, random);
  const ids: string[] = [];
  for (const creator of creators) {
    const { creator: account } = await commands.execute(
      new Join(
        { account: { email: creator.email, password: DEMO_PASSWORD }, handle: creator.handle, name: creator.name },
        at(null),
      ),
    );
    ids.push(account.id);
    const avatarImageId = await media.avatar(ids.length, at(account.id));
    await commands.execute(
      new UpdateProfile(
        { bio: creator.bio, avatarImageId, websiteUrl: creator.websiteUrl, location: creator.location },
        at(account.id),
      ),
    );
    for (const link of creator.links) await commands.execute(new AddLink(link.title, link.url, at(account.id)));
    if (creator.expert !== null) await commands.execute(new PublishExpertListing(creator.expert, at(account.id)));
  }

  const items = demoItems(size.creators, size.itemsPerKind, random);
  const published: DemoPublished[] = [];
  let position = 0;
  // Each item's pictures are drawn a few items ahead, so image work overlaps the commands.
  const AHEAD = 3;
  const prepared = new Map<number, Promise<ItemMedia>>();
  const prepare = (index: number): void => {
    const item = items[index];
    if (item === undefined || prepared.has(index)) return;
    const creatorId = ids[item.creator] ?? ids[0];
    if (creatorId === undefined) return;
    const slugHint = item.body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const work = media.forItem(index + 1, item.kind, item.body.title, slugHint, () => at(creatorId));
    // Awaited in its turn below; until then a failure must not count as unhandled.
    work.catch(() => undefined);
    prepared.set(index, work);
  };
  for (const [index, item] of items.entries()) {
    for (let ahead = index; ahead <= index + AHEAD; ahead += 1) prepare(ahead);
    const creatorId = ids[item.creator] ?? ids[0];
    if (creatorId === undefined) break;
    const uploads = await prepared.get(index);
    prepared.delete(index);
    const body: NewItemBody = { ...item.body, ...uploads };
    const created = await commands.execute(new CreateItem(item.kind, body, at(creatorId)));
    if (!item.publish) continue;
    const answer = await commands.execute(new PublishItem(item.kind, created.id, at(creatorId)));
    position = Number(answer.position);
    if (item.kind !== 'sites') {
      const labels = [...(item.body.tags ?? []), ...(item.body.categories ?? [])];
      published.push({ kind: item.kind, slug: created.slug, id: created.id, labels });
    }
  }

  // Visitors look at and like what is published, so "popular" means something from the start.
  await untilStopped(clock.waitFor(position, 60_000), stop);
  for (const { kind, slug } of published) {
    const views = Math.floor(random() ** 2 * 25);
    for (let v = 0; v < views; v += 1) {
      const visitor = { identity: `a:demo-visitor-${v}` };
      await commands.execute(new RecordSighting(kind, slug, v % 4 === 0 ? 'preview' : 'view', visitor, at(null)));
    }
    for (const fan of ids.filter(() => random() < views / 100)) {
      await commands.execute(new ChangeLike(kind, slug, true, at(fan)));
    }
  }
  // The home leads with what the editors picked: a few featured collections, as moderators make them.
  const curatorId = ids[0];
  if (curatorId !== undefined) {
    for (const featured of DEMO_FEATURED) {
      const picks = published.filter(featured.picks).slice(0, featured.size);
      if (picks.length === 0) continue;
      const { title, description } = featured;
      const curate = (collectionId: string | null, step: CurateCollection['step']): Promise<CurationAnswer> =>
        commands.execute(new CurateCollection('featured', collectionId, step, at(curatorId)));
      const { id } = await curate(null, { type: 'Create', title, description });
      for (const pick of picks) await curate(id, { type: 'AddItem', itemId: pick.id });
      await curate(id, { type: 'Publish' });
    }
  }
  return { creators: creators.length, items: items.length, mediaMs: media.elapsedMs };
}

interface DemoPublished {
  readonly kind: MarketplaceKind;
  readonly slug: string;
  readonly id: string;
  /** Its tags or categories. */
  readonly labels: readonly string[];
}

/** The featured collections the demo opens with, each picking from what was published. */
const DEMO_FEATURED: readonly {
  readonly title: string;
  readonly description: string;
  readonly size: number;
  readonly picks: (item: DemoPublished) => boolean;
}[] = [
  {
    title: 'Launch a SaaS this week',
    description: 'Templates for a product site, and the pricing and navigation blocks to finish it.',
    size: 8,
    picks: (item) =>
      (item.kind === 'templates' && item.labels.includes('saas')) ||
      (item.kind === 'components' && item.labels.some((label) => label === 'pricing' || label === 'navigation')),
  },
  {
    title: 'Plugins that save an afternoon',
    description: 'Small tools for the chores of every file: naming, exporting, tidying.',
    size: 8,
    picks: (item) => item.kind === 'plugins',
  },
  {
    title: 'Learn it in an evening',
    description: 'Tutorials short enough to finish tonight.',
    size: 6,
    picks: (item) => item.kind === 'tutorials',
  },
];

/** Waits for `work`, or throws the stop's reason as soon as it is aborted. */
function untilStopped<T>(work: Promise<T>, stop: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stopped = (): void => {
      reject(stop.reason as Error);
    };
    if (stop.aborted) stopped();
    stop.addEventListener('abort', stopped, { once: true });
    work.then(resolve, reject).finally(() => {
      stop.removeEventListener('abort', stopped);
    });
  });
}
