export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>An empty page built with the same Next.js, React and settings as the site.</p>
    </main>
  );
}
