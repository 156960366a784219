import { randomUUID } from 'node:crypto';
import type { MarketplaceKind } from '@creators/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import { SignUp } from '../accounts/commands/sign-up/sign-up.command.js';
import { ChangeItem } from '../catalog/commands/change-item/change-item.command.js';
import { CreateItem } from '../catalog/commands/create-item/create-item.command.js';
import type { ItemBody } from '../catalog/http/item.dto.js';
import { PublishExpertListing } from '../creators/commands/publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from '../creators/commands/update-profile/update-profile.command.js';
import { AddLink } from '../links/commands/add-link/add-link.command.js';
import { ChangeLike } from '../marketplace/engagement/change-like/change-like.command.js';
import { RecordSighting } from '../marketplace/engagement/record-sighting/record-sighting.command.js';
import type { ReadModelClock } from '../platform/read-model-clock.js';
import type { CommandMetadata } from '../platform/command-metadata.js';
import { DEMO_PASSWORD, demoCreators, demoItems, seeded } from './demo-content.js';

export interface DemoSize {
  readonly creators: number;
  readonly itemsPerKind: number;
}

const DAY = 86_400_000;

/**
 * Fills an empty product with demo content through the same commands a creator sends, so the
 * log, the read models and every rule are exactly as if people had done it, over the last 60 days.
 */
export async function seedDemoContent(
  commands: CommandBus,
  clock: ReadModelClock,
  size: DemoSize = { creators: 36, itemsPerKind: 70 },
): Promise<{ creators: number; items: number }> {
  const random = seeded(20261123);
  const start = Date.now() - 60 * DAY;
  let step = 0;
  const totalSteps = size.creators * 6 + size.itemsPerKind * 6 * 2;
  /** Each command happens a little later than the one before, so "newest" means something. */
  const at = (creatorId: string | null): CommandMetadata => {
    step += 1;
    return {
      creatorId,
      correlationId: randomUUID(),
      idempotencyKey: null,
      now: new Date(start + Math.floor(Math.min(1, step / totalSteps) * 59 * DAY)).toISOString(),
      expectedRevision: null,
    };
  };

  const creators = demoCreators(size.creators, random);
  const ids: string[] = [];
  for (const creator of creators) {
    const { creator: account } = await commands.execute(
      new SignUp(
        { email: creator.email, password: DEMO_PASSWORD, handle: creator.handle, name: creator.name },
        at(null),
      ),
    );
    ids.push(account.id);
    await commands.execute(
      new UpdateProfile(
        { bio: creator.bio, avatarUrl: creator.avatarUrl, websiteUrl: creator.websiteUrl, location: creator.location },
        at(account.id),
      ),
    );
    for (const link of creator.links) await commands.execute(new AddLink(link.title, link.url, at(account.id)));
    if (creator.expert !== null) await commands.execute(new PublishExpertListing(creator.expert, at(account.id)));
  }

  const items = demoItems(size.creators, size.itemsPerKind, random);
  const published: { kind: MarketplaceKind; slug: string }[] = [];
  let position = 0;
  for (const item of items) {
    const creatorId = ids[item.creator] ?? ids[0] ?? null;
    const created = await commands.execute(
      new CreateItem(item.kind, item.body as ItemBody & { title: string }, at(creatorId)),
    );
    if (!item.publish) continue;
    const answer = await commands.execute(new ChangeItem(item.kind, created.id, { type: 'Publish' }, at(creatorId)));
    position = Number(answer.position);
    if (item.kind !== 'sites') published.push({ kind: item.kind, slug: created.slug });
  }

  // Visitors look at and like what is published, so "popular" means something from the start.
  await clock.waitFor(position, 60_000);
  for (const { kind, slug } of published) {
    const views = Math.floor(random() ** 2 * 25);
    for (let v = 0; v < views; v += 1) {
      const visitor = { address: `demo-visitor-${v}`, userAgent: 'demo' };
      await commands.execute(new RecordSighting(kind, slug, v % 4 === 0 ? 'preview' : 'view', visitor, at(null)));
    }
    for (const fan of ids.filter(() => random() < views / 100)) {
      await commands.execute(new ChangeLike(kind, slug, true, at(fan)));
    }
  }
  return { creators: creators.length, items: items.length };
}
