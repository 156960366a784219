import { ERASED_TEXT, HIDDEN_TEXT, personalFieldsOf, type ErasedValue, type PersonalFields } from '@creators/contracts';
import { open, seal, type PersonalKeys, type SubjectKey } from './personal-keys.js';

/*
 * A personal value in a stored event is a string `pd1:<subject>:<sealed>`: the value as JSON,
 * sealed (AES-256-GCM) with the subject's key and bound to the subject and the value's path, so it
 * opens only where it was written. Values from before encryption are plain and read as they are.
 */
const PREFIX = 'pd1:';

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

const subjectOf = (sealed: string): string => sealed.slice(PREFIX.length, sealed.lastIndexOf(':'));

const aadOf = (subject: string, path: string): string => `${subject}\u0000${path}`;

function sealValue(key: Exclude<SubjectKey, 'erased'>, subject: string, path: string, value: unknown): string {
  const sealed = seal(key, Buffer.from(JSON.stringify(value)), aadOf(subject, path));
  return `${PREFIX}${subject}:${sealed.toString('base64url')}`;
}

/** A sealed value opened, or its erased marker when its subject's key is gone or does not open it. */
function openValue(key: SubjectKey | undefined, sealed: string, path: string, erased: ErasedValue): unknown {
  if (key === undefined || key === 'erased') return erased;
  const subject = subjectOf(sealed);
  try {
    return JSON.parse(
      open(key, Buffer.from(sealed.slice(sealed.lastIndexOf(':') + 1), 'base64url'), aadOf(subject, path)).toString(),
    ) as unknown;
  } catch {
    return erased;
  }
}

type Replace = (value: unknown, path: string) => unknown;

/**
 * `data` with each value at `path` (dotted, `[]` for every element) replaced, copied only along
 * what changed: the same object back when nothing did.
 */
function replaceAt(data: unknown, path: readonly string[], at: string, replace: Replace): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(data, at);
  if (head === '[]') {
    if (!Array.isArray(data)) return data;
    const next = data.map((element: unknown) => replaceAt(element, rest, at, replace));
    return next.some((element, index) => element !== data[index]) ? next : data;
  }
  if (typeof data !== 'object' || data === null || !(head in data)) return data;
  const value: unknown = (data as Record<string, unknown>)[head];
  const next = replaceAt(value, rest, at, replace);
  return next === value ? data : { ...data, [head]: next };
}

const segments = (path: string): string[] => path.replace(/\[\]/g, '.[]').split('.');

/** Every sealed string in `data` with its path (`[]` for array elements), replaced. */
function replaceSealed(data: unknown, at: string, replace: (sealed: string, path: string) => unknown): unknown {
  if (isSealed(data)) return replace(data, at);
  if (Array.isArray(data)) {
    const next = data.map((element: unknown) => replaceSealed(element, `${at}[]`, replace));
    return next.some((element, index) => element !== data[index]) ? next : data;
  }
  if (typeof data !== 'object' || data === null) return data;
  let copy: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(data)) {
    const next = replaceSealed(value, at === '' ? field : `${at}.${field}`, replace);
    if (next !== value) (copy ??= { ...(data as Record<string, unknown>) })[field] = next;
  }
  return copy ?? data;
}

/** The id at the map's subject path, or null when the data has none (a malformed event). */
function subjectAt(data: unknown, personal: PersonalFields): string | null {
  let subject: unknown = data;
  for (const field of personal.subject.split('.'))
    subject = typeof subject === 'object' && subject !== null ? (subject as Record<string, unknown>)[field] : undefined;
  return typeof subject === 'string' && subject !== '' ? subject : null;
}

function subjectIn(data: unknown, personal: PersonalFields): string {
  const subject = subjectAt(data, personal);
  if (subject === null) throw new Error(`no subject at ${personal.subject}`);
  return subject;
}

/** Whether any of the map's personal paths holds a value here (an optional note may be absent, and its subject with it). */
function holdsPersonalValue(data: unknown, personal: PersonalFields): boolean {
  let found = false;
  for (const path of Object.keys(personal.fields))
    replaceAt(data, segments(path), path, (value) => {
      if (value !== null && value !== undefined) found = true;
      return value;
    });
  return found;
}

interface EventData {
  readonly type: string;
  readonly data: unknown;
}

/** The event with its personal values sealed with their subject's key (as erased, when the subject is). */
export async function sealEvent<E extends EventData>(event: E, keys: PersonalKeys): Promise<E> {
  const personal = personalFieldsOf(event.type);
  if (personal === undefined || !holdsPersonalValue(event.data, personal)) return event;
  const subject = subjectIn(event.data, personal);
  const key = await keys.keyFor(subject);
  let data = event.data;
  for (const [path, erased] of Object.entries(personal.fields))
    data = replaceAt(data, segments(path), path, (value) =>
      value === null || value === undefined || isSealed(value)
        ? value
        : key === 'erased'
          ? erased
          : sealValue(key, subject, path, value),
    );
  return data === event.data ? event : { ...event, data };
}

/** The subjects whose keys opening these events needs: whose values are sealed, or plain but maybe erased. */
export function sealedSubjects(events: readonly EventData[]): Set<string> {
  const subjects = new Set<string>();
  for (const event of events) {
    const personal = personalFieldsOf(event.type);
    if (personal === undefined) continue;
    const subject = subjectAt(event.data, personal);
    if (subject !== null) subjects.add(subject);
    replaceSealed(event.data, '', (sealed) => {
      subjects.add(subjectOf(sealed));
      return sealed;
    });
  }
  return subjects;
}

/** The event with its sealed values opened with `keys` (`PersonalKeys.load` of its `sealedSubjects`). */
export function openEvent<E extends EventData>(event: E, keys: ReadonlyMap<string, SubjectKey>): E {
  const personal = personalFieldsOf(event.type);
  if (personal === undefined) return event;
  let data = replaceSealed(event.data, '', (sealed, path) =>
    openValue(
      keys.get(subjectOf(sealed)),
      sealed,
      path,
      Object.hasOwn(personal.fields, path) ? (personal.fields[path] ?? null) : ERASED_TEXT,
    ),
  );
  // Values written before sealing existed are plain: an erased person's read as erased all the same.
  const subject = subjectAt(data, personal);
  if (subject !== null && keys.get(subject) === 'erased')
    for (const [path, erased] of Object.entries(personal.fields))
      data = replaceAt(data, segments(path), path, (value) =>
        value === null || value === undefined || value === erased ? value : erased,
      );
  return data === event.data ? event : { ...event, data };
}

/**
 * The event with its personal values hidden, sealed or not: a text as `[personal]`, anything else
 * (an address, an uploaded avatar) as null; values already erased stay as they are.
 */
export function hidePersonal<E extends EventData>(event: E): E {
  const personal = personalFieldsOf(event.type);
  if (personal === undefined) return event;
  let data = event.data;
  for (const [path, erased] of Object.entries(personal.fields))
    data = replaceAt(data, segments(path), path, (value) =>
      value === null || value === undefined || value === erased ? value : erased === null ? null : HIDDEN_TEXT,
    );
  return data === event.data ? event : { ...event, data };
}
