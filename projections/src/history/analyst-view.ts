import type { RecordedEvent } from '@creators/contracts';

/**
 * Where personal data sits in an event's data, per type: dotted paths. Until the product keeps one
 * personal-data map for every event, this table is it; `forAnalysts` is the one place that applies it.
 */
const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  CreatorSignedUp: ['name'],
  CreatorProfileUpdated: [
    'changes.name',
    'changes.bio',
    'changes.avatarUrl',
    'changes.avatar',
    'changes.websiteUrl',
    'changes.location',
  ],
  ExpertListingPublished: ['listing.location'],
  LinkAdded: ['link.title', 'link.url'],
  LinkEdited: ['changes.title', 'changes.url'],
  EnquirySent: ['subject', 'message'],
  EnquiryReplied: ['message'],
};

/** What an analyst sees in place of a personal value: that there was one, not what it was. */
export const WITHHELD = '(personal)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withheld(data: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !isRecord(data) || !(head in data)) return data;
  const value = data[head];
  if (rest.length === 0) return { ...data, [head]: value === null ? null : WITHHELD };
  return { ...data, [head]: withheld(value, rest) };
}

/**
 * An event as the analyst role may see it: ids are kept (they are pseudonymous), every personal
 * value in its data is replaced by `WITHHELD`. Apply after upcasting, so the paths are the current shape's.
 */
export function forAnalysts<E extends RecordedEvent>(event: E): E {
  const paths = PERSONAL_FIELDS[event.type];
  if (paths === undefined) return event;
  const data = paths.reduce<unknown>((d, path) => withheld(d, path.split('.')), event.data);
  return { ...event, data };
}
