/** Placeholder until this screen is built. */
export function Component() {
  return <h1>Sign in</h1>;
}
