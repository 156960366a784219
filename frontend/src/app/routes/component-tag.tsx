/** Placeholder until this screen is built. */
export function Component() {
  return <h1>Tag</h1>;
}
