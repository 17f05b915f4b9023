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

// The person, asked once for every loader of one page load: the root, the route and its
// guards all ask at the same moment (four `/api/me` per reload in server mode before). Shared
// only while the answer is on its way, and never across a login or logout.
let meOnItsWay: Promise<OwnProfile | null> | null = null;

export function loadCurrentUser(): Promise<OwnProfile | null> {
  if (meOnItsWay) return meOnItsWay;
  const asked = (async () => getMarketplace().accounts.me(await getBackend().session.actor()))();
  meOnItsWay = asked;
  const done = () => {
    if (meOnItsWay === asked) meOnItsWay = null;
  };
  asked.then(done, done);
  return asked;
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
  meOnItsWay = null;
  await getBackend().session.start(result);
  meOnItsWay = null;
}

export async function endSession(): Promise<void> {
  meOnItsWay = null;
  await getBackend().session.end();
  meOnItsWay = null;
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
