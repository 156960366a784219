import { eventGuard, everyEventType } from './event-guard.js';
import type { Price } from './item-events.js';
import type { ItemFileBody } from './api.js';
import type { ItemFile } from './media.js';
import { FIELD_LIMITS, VERSION } from './kinds.js';

/**
 * Releases: each is an item event (`<Kind>Released`) with a version, notes and the files of that
 * version. A plugin's older `changelog[]` (notes set with a version by an edit) reads as releases
 * without files, beside the real ones.
 */

/** The most files one release hands over (as an item's files). */
export const RELEASE_LIMITS = { files: FIELD_LIMITS.files, notes: FIELD_LIMITS.releaseNotes } as const;

/** One release as the read models keep it: newest first on an item. */
export interface ReleaseRecord {
  readonly version: string;
  readonly notes: string;
  readonly date: string;
  readonly files: readonly ItemFile[];
}

/**
 * One line of an item's public changelog, newest first: a release, or a change a buyer cares about
 * (the price, the description). The licence is the product's own, the same for every item, so it
 * never changes with an item.
 */
export type ChangelogLine =
  | {
      readonly type: 'release';
      readonly date: string;
      readonly version: string;
      readonly notes: string;
      /** Files in the release (0 for a plugin's notes from before releases). */
      readonly files: number;
    }
  | { readonly type: 'price'; readonly date: string; readonly price: Price }
  | { readonly type: 'description'; readonly date: string };

/** The most changelog lines an item keeps: older ones drop off. */
export const CHANGELOG_LINES = 100;

const parts = (version: string): { readonly numbers: number[]; readonly suffix: string | null } => {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?(?:[-+]([\w.]+))?$/.exec(version);
  if (match === null) return { numbers: [], suffix: null };
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)],
    suffix: match[4] ?? null,
  };
};

export const isVersion = (version: string): boolean => VERSION.test(version);

/**
 * Orders versions as semantic versions do: by major, minor and patch (1.2 is 1.2.0); a pre-release
 * (`1.2.0-beta`) comes before its version, and suffixes compare as text.
 */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < 3; i += 1) {
    const diff = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.suffix === right.suffix) return 0;
  if (left.suffix === null) return 1;
  if (right.suffix === null) return -1;
  return left.suffix < right.suffix ? -1 : 1;
}

/** What changed between the release a holder last downloaded and the latest: by content hash. */
/**
 * The release a holder's copy is: the newest they downloaded a file of, else the one that was
 * latest when they got the item (null: they got it before its first release). `releases` newest first.
 */
export function heldVersion(
  releases: readonly ReleaseRecord[],
  downloaded: string | undefined,
  acquiredAt: string,
): string | null {
  return downloaded ?? releases.find((release) => release.date <= acquiredAt)?.version ?? null;
}

export interface ReleaseDifference {
  /** The release the holder last downloaded from, or null when they have downloaded none. */
  readonly from: string | null;
  readonly to: string;
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
  /** The notes of every release after `from` up to `to`, newest first. */
  readonly notes: readonly { readonly version: string; readonly date: string; readonly notes: string }[];
}

/**
 * What changed from the release `from` (null: the holder downloaded none yet, so every file of the
 * latest is new to them) to the latest of `releases` (newest first). Files are matched by name and
 * compared by content hash. Null when the holder already has the latest, or there is no release.
 */
export function releaseDifference(releases: readonly ReleaseRecord[], from: string | null): ReleaseDifference | null {
  const latest = releases[0];
  if (latest === undefined || (from !== null && compareVersions(latest.version, from) <= 0)) return null;
  const base = from === null ? undefined : releases.find((release) => release.version === from);
  const before = new Map((base?.files ?? []).map((file) => [file.name, file.hash]));
  const after = new Map(latest.files.map((file) => [file.name, file.hash]));
  const newer = releases.filter((release) => from === null || compareVersions(release.version, from) > 0);
  return {
    from,
    to: latest.version,
    added: [...after.keys()].filter((name) => !before.has(name)),
    removed: [...before.keys()].filter((name) => !after.has(name)),
    changed: [...after].filter(([name, hash]) => before.has(name) && before.get(name) !== hash).map(([name]) => name),
    notes: newer.map(({ version, date, notes }) => ({ version, date, notes })),
  };
}

/** `POST /api/dashboard/{kind}/{id}/releases`. */
export interface ReleaseBody {
  readonly version: string;
  readonly notes: string;
  readonly files?: readonly ItemFileBody[];
}

/** `PUT` / `DELETE /api/library/{itemId}/mute`: whether new releases of the item are e-mailed. */
export interface MuteAnswer {
  readonly muted: boolean;
  readonly position: string;
}

/** `updates-<itemId>-<accountId>`: whether a holder is e-mailed of an item's new releases (yes, until muted). */
export interface ReleaseNoticesData {
  readonly itemId: string;
  readonly accountId: string;
}

export type ReleaseNoticeEvent =
  | { readonly type: 'ReleaseNoticesMuted'; readonly data: ReleaseNoticesData }
  | { readonly type: 'ReleaseNoticesResumed'; readonly data: ReleaseNoticesData };

export const RELEASE_NOTICE_EVENT_TYPES = everyEventType<ReleaseNoticeEvent>()([
  'ReleaseNoticesMuted',
  'ReleaseNoticesResumed',
]);

export const asReleaseNoticeEvent = eventGuard<ReleaseNoticeEvent>(RELEASE_NOTICE_EVENT_TYPES);

export const releaseNoticesStreamId = (itemId: string, accountId: string): string => `updates-${itemId}-${accountId}`;
