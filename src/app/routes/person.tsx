/** Route module for /people/:id: replaced by its view issue. */
export function Component() {
  return (
    <main id="main">
      <h1>Coming soon</h1>
      <p>This view is not built yet.</p>
    </main>
  );
}
