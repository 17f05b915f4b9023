/**
 * The API between the site and the server, defined once (decision 035): each area's routes (what
 * the client calls and the server registers) and, built on first use, the shapes the server
 * checks. `@cg/domain/api`: the API (`apps/api`) implements every route, the HTTP adapter
 * (`adapters/http`) calls them, the stories' MSW handlers answer on their paths.
 */
import { accounts, accountsShapes } from '#src/api/accounts';
import { chats, chatsShapes } from '#src/api/chats';
import { contact, contactShapes } from '#src/api/contact';
import { offers, offersShapes } from '#src/api/offers';
import { coupons, couponsShapes } from '#src/api/coupons';
import { data, dataShapes } from '#src/api/data';
import { matching, matchingShapes } from '#src/api/matching';
import { disputes, disputesShapes } from '#src/api/disputes';
import { notifications } from '#src/api/notifications';
import { orders, ordersShapes } from '#src/api/orders';
import { paymentMethods, paymentMethodsShapes } from '#src/api/payment-methods';
import { payments, paymentsShapes } from '#src/api/payments';
import { photos } from '#src/api/photos';
import { requests, requestsShapes } from '#src/api/requests';
import { reviews, reviewsShapes } from '#src/api/reviews';
import type { AnyRoute } from '#src/api/route';
import type { ShapesOf } from '#src/api/shape';
import { trips, tripsShapes } from '#src/api/trips';
import { verification, verificationShapes } from '#src/api/verification';
import { wallet, walletShapes } from '#src/api/wallet';
import { receipts, receiptsShapes } from '#src/api/receipts';
import { topUps, topUpsShapes } from '#src/api/top-ups';

/** Every route of the API, by area. */
export const routes = {
  accounts,
  requests,
  orders,
  payments,
  chats,
  trips,
  verification,
  wallet,
  reviews,
  notifications,
  coupons,
  paymentMethods,
  disputes,
  photos,
  data,
  contact,
  offers,
  matching,
  receipts,
  topUps,
};
export type Routes = typeof routes;
export type Area = keyof Routes;

/** The shapes of every area's inputs (zod: the server's, never the site's bundle). */
export const shapes = (): { readonly [A in Area]: ShapesOf<Routes[A]> } => ({
  accounts: accountsShapes(),
  requests: requestsShapes(),
  orders: ordersShapes(),
  payments: paymentsShapes(),
  chats: chatsShapes(),
  trips: tripsShapes(),
  verification: verificationShapes(),
  wallet: walletShapes(),
  reviews: reviewsShapes(),
  notifications: {},
  coupons: couponsShapes(),
  paymentMethods: paymentMethodsShapes(),
  disputes: disputesShapes(),
  photos: {},
  data: dataShapes(),
  contact: contactShapes(),
  offers: offersShapes(),
  matching: matchingShapes(),
  receipts: receiptsShapes(),
  topUps: topUpsShapes(),
});

/** Every route, flat (the API's upload paths, the fuzz test's list). */
export const everyRoute = (): readonly AnyRoute[] =>
  Object.values(routes).flatMap((area) => Object.values(area) as AnyRoute[]);

export { API_BASE, apiPath, apiUrl } from '#src/api/route';
export type { AnyRoute, BodyOf, InputOf, Method, OutputOf, ParamsOf, Route, Via } from '#src/api/route';
export { asText, idParam } from '#src/api/shape';
export type { ShapesOf } from '#src/api/shape';
