/** What every event union shares: a type name and its data. */
export interface TypedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** What every guard of a union of events says: the type names it reads as that union (any other is `null`). */
export interface GuardedTypes {
  readonly types: readonly string[];
}

/** A narrowing guard for one union of events, with the type names it reads as that union. */
export type EventGuard<E extends TypedEvent> = (<T extends TypedEvent>(event: T) => (T & E) | null) & GuardedTypes;

/**
 * A narrowing guard for one union of events, built from the list of its type names: a stored event
 * of one of those types is read as that union's member (the log holds only what writers of that
 * type wrote, upcast to the current shape), any other event as `null`.
 */
export function eventGuard<E extends TypedEvent>(types: readonly E['type'][]): EventGuard<E> {
  const known = new Set<string>(types);
  const guard = <T extends TypedEvent>(event: T): (T & E) | null => (known.has(event.type) ? (event as T & E) : null);
  return Object.assign(guard, { types: [...types] });
}

/** The names of a union's events a list leaves out (never: none). */
type Unlisted<Name extends string, Listed extends readonly string[]> = Exclude<Name, Listed[number]>;

/**
 * Every type name of a union of events, listed: a type added to the union but not to its list
 * fails to compile here, naming what is `unlisted`, rather than being dropped by its guard.
 * `everyEventType<CreatorEvent>()(['CreatorSignedUp', ...])`.
 */
export const everyEventType =
  <E extends TypedEvent>() =>
  <const L extends readonly E['type'][]>(
    list: L & ([Unlisted<E['type'], L>] extends [never] ? unknown : { readonly unlisted: Unlisted<E['type'], L> }),
  ): L =>
    list;
