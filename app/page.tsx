export default function HomePage() {
  return (
    <main>
      <h1>Are you moving soon?</h1>
    </main>
  );
}
