/** What every event union shares: a type name and its data. */
export interface TypedEvent {
  readonly type: string;
  readonly data: unknown;
}

/**
 * A narrowing guard for one union of events, built from the list of its type names: a stored event
 * of one of those types is read as that union's member (the log holds only what writers of that
 * type wrote, upcast to the current shape), any other event as `null`.
 */
export function eventGuard<E extends TypedEvent>(
  types: readonly E['type'][],
): <T extends TypedEvent>(event: T) => (T & E) | null {
  const known = new Set<string>(types);
  return <T extends TypedEvent>(event: T): (T & E) | null => (known.has(event.type) ? (event as T & E) : null);
}
