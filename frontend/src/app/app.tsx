/** The shell until the product's screens land: proves the build, the base path and the gateway's serving. */
export function App() {
  return (
    <main>
      <h1>Creators marketplace</h1>
      <p>Components, plugins, templates, tutorials, vectors and sites made by creators.</p>
    </main>
  );
}
