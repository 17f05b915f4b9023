// Who is using the site right now, for routes and components.
// The root's clientLoader reads it from storage on every navigation and whenever stored data
// changes (this tab or another), so logging out in one tab reaches every open page.
import { redirect, useRouteLoaderData } from '@remix-run/react';
import type { Actor, PublicUser } from '@cg/domain';
import { getMarketplace } from './marketplace.client';
import { toast } from './toast';

export async function loadCurrentUser(): Promise<PublicUser | null> {
  return getMarketplace().accounts.currentUser();
}

/** The acting user for use cases: `{ id }` or null for a visitor. */
export async function currentActor(): Promise<Actor> {
  const user = await loadCurrentUser();
  return user ? { id: user.id } : null;
}

/**
 * For loaders of pages that need a login: the user, or a redirect to /login with a toast
 * (and `?redirectTo=` so the person comes back after logging in).
 */
export async function requireUser(
  request: Request,
  message?: { title: string; description?: string },
): Promise<PublicUser> {
  const user = await loadCurrentUser();
  if (user) return user;
  if (message) toast({ ...message, variant: 'destructive' });
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The current user as loaded by the root route (null for visitors). */
export function useCurrentUser(): PublicUser | null {
  const data = useRouteLoaderData<{ user: PublicUser | null }>('root');
  return data?.user ?? null;
}
