export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Login</h1>
    </main>
  );
}
