/** Shown until the first auth state is known. index.html paints the same markup before any script. */
export function LoadingScreen() {
  return (
    <main className="card">
      <p className="loading" role="status">
        Loading...
      </p>
    </main>
  );
}
