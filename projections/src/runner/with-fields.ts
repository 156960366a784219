/**
 * `{ ...base, ...fields }` for documents built on every event (a card plus a model's fields). The
 * same plain object, built by `Object.assign` onto an empty one: Node 20's V8 adds each property
 * that is new to a spread copy through a slow path (about 1 µs each), which a replay pays for every
 * document of every event. Only for keys our code names (`Object.assign` sets `__proto__` rather
 * than copying it): for keys an event brings, `eventFields`.
 */
export const withFields = <B extends object, F extends object>(base: B, fields: F): B & F =>
  Object.assign({}, base, fields);

/**
 * The fields an event carries (an item's title, price, ...), copied as `{ ...fields }` would but
 * without its slow path: each own field that is set, in order, so that `withFields` can take the
 * copy. A field named `__proto__` (which no item has) is left out rather than made the prototype.
 *
 * With `onto`, a document of our own just made as a literal (an item's public document: its id,
 * its card, its counts), the fields are set onto it instead, after its own, and never over one of
 * them. Built so rather than as a copy of the fields with thirty-odd fields added one by one: V8
 * turns an object grown so far from `{}` into a dictionary, about six times slower to build
 * (3 µs against 0.5) and slower to read and to copy to the commit thread, while one begun as a
 * literal keeps its fast shape.
 */
export function eventFields<F extends object, M extends object = object>(
  fields: F,
  onto?: M,
): F & M & { readonly [field: string]: unknown } {
  const copy: Record<string, unknown> = onto === undefined ? {} : (onto as Record<string, unknown>);
  const source = fields as Record<string, unknown>;
  // A loop over own keys rather than `Object.entries`: no pair made per field of every document.
  for (const key in source) {
    if (!Object.hasOwn(source, key) || key === '__proto__') continue;
    const value = source[key];
    // Only unset fields are left out (and, onto a document, those it has): every other field with a value is set.
    if (value !== undefined && (onto === undefined || !Object.hasOwn(copy, key))) copy[key] = value;
  }
  return copy as F & M & { readonly [field: string]: unknown };
}

/**
 * `{ ...record, [key]: value }` for records keyed by data (days, ids), built on every event: a
 * copy and one assignment, about three times faster than a literal with a computed key. A key
 * named `__proto__` is defined as an own field rather than set as the prototype.
 */
export function withKey<V>(record: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  const copy: Record<string, V> = Object.assign({}, record);
  if (key === '__proto__')
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  else copy[key] = value;
  return copy;
}
