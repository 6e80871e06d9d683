export function RouteError() {
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded-card border border-line bg-white p-6 text-center"
    >
      <h1 className="text-lg font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted">This page could not be shown. Reload the page to try again.</p>
    </div>
  );
}
