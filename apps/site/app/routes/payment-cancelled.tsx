export { clientLoader, default, meta } from '#app/components/market/PaymentCancelled';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
