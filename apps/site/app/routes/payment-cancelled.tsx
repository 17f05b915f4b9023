export { clientLoader, default, meta } from '#app/components/market/PaymentCancelled';
