/** The map kept under `key` in `outer`: made empty and kept there the first time it is asked for. */
export function innerMap<K, L, V>(outer: Map<K, Map<L, V>>, key: K): Map<L, V> {
  let inner = outer.get(key);
  if (inner === undefined) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}
