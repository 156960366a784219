/** Placeholder until this screen is built. */
export function Component() {
  return <h1>Template categories</h1>;
}
