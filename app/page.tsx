export default function HomePage() {
  return (
    <>
      <h1>Are you moving soon?</h1>
    </>
  );
}
