/**
 * `{ ...base, ...fields }` for documents built on every event (a card plus a model's fields). The
 * same plain object, built by `Object.assign` onto an empty one: Node 20's V8 adds each property
 * that is new to a spread copy through a slow path (about 1 µs each), which a replay pays for every
 * document of every event. Only for keys our code names (`Object.assign` sets `__proto__` rather
 * than copying it).
 */
export const withFields = <B extends object, F extends object>(base: B, fields: F): B & F =>
  Object.assign({}, base, fields);
