/** `target` with some of its members replaced (an `undefined` hides one); the others still called on it. */
export function overriding<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(store, key) {
      if (key in overrides) return overrides[key as keyof T];
      const value: unknown = Reflect.get(store, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(store) : value;
    },
  });
}
