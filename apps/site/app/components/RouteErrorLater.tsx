// The error boundaries as every route and the root export them, without their code in the first
// load (decision 024): what a failed page says (RouteError.tsx: its "Reintentar" button, the
// connection banner, react-aria's press handling with them) is its own chunk. The app asks for it
// right after its first render (`preloadErrorPages`, from the root), so it is there when a page
// fails later, offline included; a failure before it arrives shows it as soon as it does.
import { Suspense, lazy } from 'react';

const loadRouteError = () => import('#app/components/RouteError');
const loadRootError = () => import('#app/components/RootError');

/** Fetches both error pages' code ahead of any failure (the root calls it after the first render). */
export function preloadErrorPages(): void {
  // A failed fetch (offline, a new deploy) is retried by the boundary itself when it renders.
  loadRouteError().catch(() => undefined);
  loadRootError().catch(() => undefined);
}

const LazyRouteErrorBoundary = lazy(() => loadRouteError().then((m) => ({ default: m.RouteErrorBoundary })));
const LazyRootErrorBoundary = lazy(() => loadRootError().then((m) => ({ default: m.RootErrorBoundary })));

/** @public (each route exports it as its ErrorBoundary) */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorBoundary />
    </Suspense>
  );
}

/** @public (the root exports it as its ErrorBoundary) */
export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRootErrorBoundary />
    </Suspense>
  );
}
