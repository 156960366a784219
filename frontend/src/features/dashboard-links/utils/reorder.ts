/** `items` with the one at `index` moved `by` places (-1 up, +1 down); the same array when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, by: number): readonly T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length || by === 0) return items;
  const moved = items[index] as T;
  const rest = items.filter((_, i) => i !== index);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** `items` in the order of `ids`; any item `ids` does not name keeps its place after them. */
export function reorderByIds<T extends { readonly id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const named = ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  const listed = new Set(ids);
  return [...named, ...items.filter((item) => !listed.has(item.id))];
}
