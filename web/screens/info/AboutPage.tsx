export function Component() {
  return (
    <main>
      <h1>About</h1>
    </main>
  );
}
