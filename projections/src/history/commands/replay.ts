import { parseArgs } from 'node:util';
import { DocumentStoreError } from '@creators/storage';
import {
  ITEM_KINDS,
  MARKETPLACE_KINDS,
  moneyText,
  type ItemKind,
  type MarketplaceKind,
  type Price,
} from '@creators/contracts';
import { ALL_PROJECTORS, readModelNamed } from '../../all-projectors.js';
import { REPLAY_BATCH_SIZE } from '../../runner/projection-pass.js';
import type { ReadModel } from '../../runner/read-model.js';
import {
  buildAsOf,
  describeAsOf,
  dropAsOf,
  isNamespace,
  listAsOf,
  parseAsOf,
  type AsOfModel,
  type BuildProgress,
} from '../as-of.js';
import { buildAsOfInThread } from '../analyst-jobs.js';
import { CommandFailed, UsageError, choice, intOption, parsed } from '../cli-args.js';
import type { HistoryCommand, HistoryContext } from '../history-command.js';
import { duration, fmt, table } from '../output.js';
import { ProgressBar } from '../progress-bar.js';
import { PRICES, ReadModelQueries, SORTS, type RankedCard } from '../read-model-queries.js';
import { forAnalysts } from '../history-command.js';

export const SHOWS = ['summary', 'listings', 'tags', 'categories', 'feed', 'experts', 'none'] as const;
export type Show = (typeof SHOWS)[number];

const OPTIONS = {
  'as-of': { type: 'string' },
  name: { type: 'string' },
  fresh: { type: 'boolean' },
  projections: { type: 'string' },
  'batch-size': { type: 'string' },
  show: { type: 'string' },
  kind: { type: 'string' },
  sort: { type: 'string' },
  price: { type: 'string' },
  tag: { type: 'string' },
  category: { type: 'string' },
  limit: { type: 'string', short: 'n' },
  json: { type: 'boolean' },
  list: { type: 'boolean' },
  drop: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const money = (price: Price): string => (price.amount === 0 ? 'free' : moneyText(price.amount, price.currency));

const cardRows = (cards: readonly RankedCard[]): string[][] =>
  cards.map((card, i) => [
    String(i + 1),
    card.title,
    `${card.kind}/${card.slug}`,
    card.creator.handle === '' ? card.creatorId : `@${card.creator.handle}`,
    money(card.price),
    card.score === undefined ? '' : fmt(card.score),
    card.publishedAt.slice(0, 10),
  ]);
const CARD_HEADER = ['#', 'title', 'item', 'creator', 'price', 'score', 'published'];

export interface ShowOptions {
  readonly show: Show;
  readonly kind: ItemKind | null;
  readonly sort: (typeof SORTS)[number];
  readonly price: (typeof PRICES)[number] | null;
  readonly tag: string | null;
  readonly category: string | null;
  readonly limit: number;
}

/** Answers one public query against the as-of read models: the rows to print, or the documents as JSON. */
export async function showAsOf(
  context: Pick<HistoryContext, 'documents'>,
  model: Pick<AsOfModel, 'physical'>,
  options: ShowOptions,
): Promise<{ header: string[]; rows: string[][]; right: number[]; docs: unknown[] }> {
  const queries = new ReadModelQueries(context.documents, model.physical);
  const { limit, sort } = options;
  switch (options.show) {
    case 'summary': {
      const rows = await queries.summary();
      return { header: ['what', 'count'], rows: rows.map((r) => [r.label, fmt(r.count)]), right: [1], docs: rows };
    }
    case 'listings': {
      const kind = options.kind;
      if (kind === null || !(MARKETPLACE_KINDS as readonly string[]).includes(kind))
        throw new UsageError(`--show listings needs --kind, one of ${MARKETPLACE_KINDS.join(', ')}`);
      const docs = await queries.listings(kind as MarketplaceKind, sort, options.price, limit);
      return { header: CARD_HEADER, rows: cardRows(docs), right: [0, 5], docs };
    }
    case 'tags': {
      if (options.tag !== null) {
        const docs = await queries.tagged(options.tag, sort, limit);
        return { header: CARD_HEADER, rows: cardRows(docs), right: [0, 5], docs };
      }
      const docs = await queries.tags(limit);
      return { header: ['tag', 'components'], rows: docs.map((d) => [d.slug, fmt(d.count)]), right: [1], docs };
    }
    case 'categories': {
      if (options.category !== null) {
        const docs = await queries.categorised(options.category, sort, limit);
        return { header: CARD_HEADER, rows: cardRows(docs), right: [0, 5], docs };
      }
      const docs = await queries.categories(limit);
      return { header: ['category', 'templates'], rows: docs.map((d) => [d.slug, fmt(d.count)]), right: [1], docs };
    }
    case 'feed': {
      const docs = await queries.feed(options.kind, limit);
      return { header: CARD_HEADER, rows: cardRows(docs), right: [0, 5], docs };
    }
    case 'experts': {
      const docs = await queries.experts(limit);
      const rows = docs.map((d) => [
        `@${d.handle}`,
        d.name,
        d.services.join(', '),
        d.location,
        d.listedAt.slice(0, 10),
      ]);
      return { header: ['expert', 'name', 'services', 'location', 'listed'], rows, right: [], docs };
    }
    case 'none':
      return { header: [], rows: [], right: [], docs: [] };
  }
}

function projectorsFrom(value: string | undefined): readonly ReadModel[] {
  if (value === undefined) return ALL_PROJECTORS;
  return value.split(',').map((name) => {
    const found = readModelNamed(name.trim());
    if (found === undefined)
      throw new UsageError(
        `--projections: no read model "${name}"; there are ${ALL_PROJECTORS.map((p) => p.name).join(', ')}`,
      );
    return found;
  });
}

export const replayCommand: HistoryCommand = {
  name: 'replay',
  summary: 'build every read model as it stood at a past time or position, aside, and query it',
  help: `Usage: npm run history -- replay --as-of TIME|POSITION [--show WHAT ...]
       npm run history -- replay --list
       npm run history -- replay --drop NAME

Replays the log from the start up to a point into a separate namespace of read models
(collections named asof_<name>_<collection>, which the live product never reads), then answers
a public query against them. The live read models are not touched. Building the same point
again reuses the namespace (--fresh builds anew).

The point:
  --as-of POSITION       every event up to and including that global position
  --as-of TIME           the log as it stood at that instant: it ends before the first event
                         recorded after TIME. A date alone (2026-03-01) means the end of that
                         UTC day; a time without a zone is UTC.

Building:
  --name NAME            the namespace (lower-case letters and digits); default p<position>
                         or t<date>t<time>
  --fresh                build again even when the namespace holds this point already
  --projections A,B      only these read models (default: all; see \`lag\` for their names)
  --batch-size N         events per batch (default ${REPLAY_BATCH_SIZE})

Answering (the same queries as the public API):
  --show WHAT            summary (default): published items per kind, creators, experts, ...
                         listings  a marketplace list (needs --kind)   GET /api/marketplace/{kind}
                         tags      component tags by use, or with --tag SLUG its components
                         categories template categories, or with --category SLUG its templates
                         feed      the feed, newest first (--kind to narrow)
                         experts   the experts directory
                         none      only build
  --kind KIND            ${ITEM_KINDS.join(', ')}
  --sort S               newest (default) or popular (points of the last 90 days)
  --price P              free or paid
  --tag SLUG  --category SLUG
  -n, --limit N          how many rows (default 10)
  --json                 the documents as JSON instead of a table

Namespaces:
  --list                 the namespaces built so far, with their points
  --drop NAME            remove a namespace's collections and checkpoints

Examples:
  # What did the marketplace look like on 1 March? The top 10 popular templates then:
  npm run history -- replay --as-of 2026-03-01
  npm run history -- replay --as-of 2026-03-01 --show listings --kind templates --sort popular
  # As of a position, only the read models the question needs:
  npm run history -- replay --as-of 120000 --projections component-tags --show tags`,

  async run(args, asked) {
    const context = forAnalysts(asked);
    const { values } = parsed(() => parseArgs({ args: [...args], options: OPTIONS, strict: true }));
    if (values.list === true) {
      const namespaces = await listAsOf(context.documents);
      const rows = namespaces.map((n) => [
        n.id,
        n.asOf,
        n.position === null ? '-' : String(n.position),
        fmt(n.events),
        n.complete ? n.builtAt : 'incomplete',
        n.projections.length === ALL_PROJECTORS.length ? 'all' : n.projections.join(','),
      ]);
      context.out.write(table(['name', 'as of', 'position', 'events', 'built', 'read models'], rows, [2, 3]));
      return;
    }
    if (values.drop !== undefined) {
      if (!isNamespace(values.drop)) throw new UsageError('--drop NAME: lower-case letters and digits');
      const known = (await listAsOf(context.documents)).find((n) => n.id === values.drop);
      await dropAsOf(context.documents, values.drop, known?.projections);
      context.out.write(`dropped namespace ${values.drop}\n`);
      return;
    }

    const given = values['as-of'];
    if (given === undefined) throw new UsageError('--as-of TIME|POSITION is required (or --list, --drop NAME)');
    const asOf = parseAsOf(given);
    if (asOf === null)
      throw new UsageError('--as-of must be a position (a whole number) or an ISO date or time, such as 2026-03-01');
    if (values.name !== undefined && !isNamespace(values.name))
      throw new UsageError('--name must be 1 to 40 lower-case letters and digits');
    const kind = values.kind === undefined ? null : choice(values.kind, '--kind', ITEM_KINDS, 'components');
    const show: ShowOptions = {
      show: choice(values.show, '--show', SHOWS, 'summary'),
      kind,
      sort: choice(values.sort, '--sort', SORTS, 'newest'),
      price: values.price === undefined ? null : choice(values.price, '--price', PRICES, 'free'),
      tag: values.tag ?? null,
      category: values.category ?? null,
      limit: intOption(values.limit, '--limit', 10, 1, 1000),
    };
    const projectors = projectorsFrom(values.projections);

    const started = performance.now();
    const head = (await context.events.headPosition()) ?? 0;
    const bar = new ProgressBar(context.err, 'replay', asOf.kind === 'position' ? Math.min(head, asOf.position) : head);
    const building = {
      namespace: values.name,
      fresh: values.fresh === true,
      batchSize: intOption(values['batch-size'], '--batch-size', REPLAY_BATCH_SIZE, 1, 100_000),
      onProgress: (p: BuildProgress) => {
        bar.update(p.position, p.events);
      },
    };
    const { configured } = context;
    const model =
      configured === undefined
        ? await buildAsOf(context, asOf, { ...building, projectors, now: context.now })
        : await buildAsOfInThread(configured.stores, asOf, {
            ...building,
            projections: projectors.map((projector) => projector.name),
            pseudonymous: !configured.personalData,
          });
    const ms = performance.now() - started;
    if (model.built) bar.finish();
    context.err.write(
      model.built
        ? `built ${projectors.length} read model${projectors.length === 1 ? '' : 's'} as of ${describeAsOf(asOf)} into namespace ${model.namespace}: ` +
            `${fmt(model.events)} events up to position ${model.position ?? 0} in ${duration(ms)} ` +
            `(${fmt(model.events / Math.max(ms / 1000, 0.001))} events/s)\n`
        : `namespace ${model.namespace} already holds the read models as of ${describeAsOf(asOf)} ` +
            `(position ${model.position ?? 0}); --fresh builds it again\n`,
    );
    if (show.show === 'none') return;
    const answer = await showAsOf(context, model, show).catch((error: unknown) => {
      // A namespace built with --projections holds those read models alone.
      if (
        values.projections !== undefined &&
        error instanceof DocumentStoreError &&
        error.code === 'unknown_collection'
      )
        throw new CommandFailed(
          `--show ${show.show} reads a read model namespace ${model.namespace} was built without (${error.message}); ` +
            `it holds ${projectors.map((projector) => projector.name).join(', ')}: add to --projections, or --show none`,
        );
      throw error;
    });
    if (values.json === true) context.out.write(`${JSON.stringify(answer.docs, null, 2)}\n`);
    else context.out.write(table(answer.header, answer.rows, answer.right));
  },
};
