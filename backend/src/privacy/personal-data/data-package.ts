import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  ACCOUNT_EVENT_TYPES,
  CLAIM_EVENT_TYPES,
  CREATOR_EVENT_TYPES,
  CREATOR_ROLE_EVENT_TYPES,
  DOWNLOAD_EVENT_TYPES,
  ENGAGEMENT_EVENT_TYPES,
  ENQUIRY_EVENT_TYPES,
  ENTITLEMENT_EVENT_TYPES,
  FOLLOW_EVENT_TYPES,
  LINK_EVENT_TYPES,
  MEDIA_EVENT_TYPES,
  MODERATION_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  REVIEW_EVENT_TYPES,
  asItemEvent,
  type RecordedEvent,
} from '@creators/contracts';

/** The parts of a person's data package, each a JSON file of the events it holds. */
const PARTS: readonly { readonly file: string; readonly types: readonly string[] }[] = [
  {
    file: 'profile',
    types: [...CREATOR_EVENT_TYPES, ...LINK_EVENT_TYPES, ...CREATOR_ROLE_EVENT_TYPES, ...CLAIM_EVENT_TYPES],
  },
  { file: 'sign-in-history', types: ACCOUNT_EVENT_TYPES },
  { file: 'uploads', types: MEDIA_EVENT_TYPES },
  { file: 'orders-and-licences', types: [...ORDER_EVENT_TYPES, ...ENTITLEMENT_EVENT_TYPES, ...DOWNLOAD_EVENT_TYPES] },
  { file: 'enquiries', types: ENQUIRY_EVENT_TYPES },
  { file: 'reports', types: MODERATION_EVENT_TYPES },
  { file: 'reviews', types: REVIEW_EVENT_TYPES },
  { file: 'likes-and-follows', types: [...ENGAGEMENT_EVENT_TYPES, ...FOLLOW_EVENT_TYPES] },
];

/** A file of the package: JSON or text written as it is, or an upload's bytes streamed from the blob store. */
export type PackageEntry =
  | { readonly path: string; readonly json: unknown }
  | { readonly path: string; readonly text: string }
  | { readonly path: string; readonly bytes: () => Promise<Readable | null> };

/**
 * Whose words an event holds: only reports the person made, reviews they wrote and answers they
 * gave are theirs to take (a review of their item is its writer's).
 */
function isTheirs(event: RecordedEvent, personId: string): boolean {
  const data = event.data as {
    readonly reporterId?: unknown;
    readonly reviewerId?: unknown;
    readonly creatorId?: unknown;
  };
  switch (event.type) {
    case 'ContentReported':
      return data.reporterId === personId;
    case 'ReviewWritten':
    case 'ReviewEdited':
      return data.reviewerId === personId;
    case 'ReviewAnswered':
      return data.creatorId === personId;
    default:
      return true;
  }
}

const shown = ({ position, streamId, revision, type, data, metadata }: RecordedEvent) => ({
  type,
  at: metadata.occurredAt,
  stream: streamId,
  revision,
  position: String(position),
  data,
});

/** The person's events, sorted into the package's JSON files (items apart, and whatever else in `other`). */
export function eventFiles(history: readonly RecordedEvent[], personId: string): PackageEntry[] {
  const theirs = history.filter((event) => isTheirs(event, personId));
  const placed = new Set<RecordedEvent>();
  const files: PackageEntry[] = PARTS.map(({ file, types }) => {
    const events = theirs.filter((event) => types.includes(event.type));
    for (const event of events) placed.add(event);
    return { path: `${file}.json`, json: events.map(shown) };
  });
  const items = theirs.filter((event) => asItemEvent(event) !== null);
  for (const event of items) placed.add(event);
  files.push({ path: 'items.json', json: items.map(shown) });
  files.push({ path: 'other.json', json: theirs.filter((event) => !placed.has(event)).map(shown) });
  return files;
}

/** Streams the package as a ZIP: JSON files compressed, uploads stored as they are. */
export function zipPackage(entries: readonly PackageEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error !== null) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  void (async () => {
    for (const entry of entries) {
      if ('json' in entry || 'text' in entry) {
        const file = new ZipDeflate(entry.path, { level: 6 });
        zip.add(file);
        file.push(strToU8('text' in entry ? entry.text : `${JSON.stringify(entry.json, null, 2)}\n`), true);
        continue;
      }
      const body = await entry.bytes();
      if (body === null) continue;
      const file = new ZipPassThrough(entry.path);
      zip.add(file);
      for await (const chunk of body) file.push(chunk as Uint8Array);
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
