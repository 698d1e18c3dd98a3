export function HomePage() {
  return (
    <main>
      <h1>Virtual Worlds, Real Connections</h1>
    </main>
  );
}
