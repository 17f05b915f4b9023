// Who is using the site right now, for routes and components.
// The root's clientLoader reads it from storage on every navigation and whenever stored data
// changes (this tab or another), so logging out in one tab reaches every open page.
// In the static demo the session (`currentUser`) and the guest token live in this browser's storage;
// the site reads them here and passes the actor into every use case (the domain never reads a
// session). In server mode the API's cookie says who acts and the actor passed is not sent.
import { redirect, useRouteLoaderData } from '@remix-run/react';
import type { Actor, AuthResult, OwnProfile } from '@cg/domain';
import { getBackend, getMarketplace } from './marketplace.client';
import { toast } from './toast';

// The person, asked once for every load of a page: the root, the route and its guards all ask
// (four `/api/me` per reload in server mode before). The root's loader runs on every navigation
// and revalidation, first of all loaders, and starts a new round (`loadCurrentUserAnew`); the
// route's loaders and actions after it take that round's answer — the route's module arrives
// after the root's answer often enough that sharing only an answer on its way still asked twice.
// A login or logout ends the round (and every session change elsewhere revalidates the root).
let meThisRound: Promise<OwnProfile | null> | null = null;

/** The root's loader: who is here, asked now, for this load's other loaders too. */
export function loadCurrentUserAnew(): Promise<OwnProfile | null> {
  const asked = (async () => getMarketplace().accounts.me(await getBackend().session.actor()))();
  meThisRound = asked;
  // A failure is not kept: the next one to ask tries again.
  asked.catch(() => {
    if (meThisRound === asked) meThisRound = null;
  });
  return asked;
}

/** Who is here, as the root's loader last asked (or asked now, if nothing has asked yet). */
export function loadCurrentUser(): Promise<OwnProfile | null> {
  return meThisRound ?? loadCurrentUserAnew();
}

/** The acting user for use cases: `{ id }` or null for a visitor. */
export async function currentActor(): Promise<Actor> {
  const user = await loadCurrentUser();
  return user ? { id: user.id } : null;
}

/** Who logs in or registers: this browser's guest, if it published as one (its requests are claimed). */
export function guestActor(): Actor {
  return getBackend().session.guest();
}

/** Who publishes: the user, else this browser's guest (its token created now). */
export async function publishingActor(): Promise<Actor> {
  const user = await loadCurrentUser();
  return user ? { id: user.id } : await getBackend().session.ensureGuest();
}

/** Keeps the session a login or registration returned; the guest's requests are the account's now. */
export async function startSession(result: AuthResult): Promise<void> {
  meThisRound = null;
  await getBackend().session.start(result);
  meThisRound = null;
}

export async function endSession(): Promise<void> {
  meThisRound = null;
  await getBackend().session.end();
  meThisRound = null;
}

/**
 * For loaders of pages that need a login: the user, or a redirect to /login with a toast
 * (and `?redirectTo=` so the person comes back after logging in).
 */
export async function requireUser(
  request: Request,
  message?: { title: string; description?: string },
): Promise<OwnProfile> {
  const user = await loadCurrentUser();
  if (user) return user;
  if (message) toast({ ...message, variant: 'destructive' });
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The current user as loaded by the root route (null for visitors). */
export function useCurrentUser(): OwnProfile | null {
  const data = useRouteLoaderData<{ user: OwnProfile | null }>('root');
  return data?.user ?? null;
}
