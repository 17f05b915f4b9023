import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useNavigation,
  useRevalidator,
  type MetaFunction,
} from '@remix-run/react';
import { RouterProvider, preloadHeaderAccount } from '@cg/ui';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import type { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { getBackend, imageUrl } from '#app/lib/marketplace.client';
import { loadCurrentUserAnew } from '#app/lib/session';
import { revalidationScheduler, type RevalidationScheduler } from '#app/lib/revalidation';
import { isAbout, isOf, liveReloadEnded, reloadOnlyFor, revalidateFor, type Concern } from '#app/lib/change-concerns';
import { loadConversations, loadNotifications } from '#app/lib/conversations';
import '@cg/ui/theme/styles';
import { interfaceFontPreload } from '@cg/ui/theme';
import { SiteShell } from '#app/components/SiteShell';
import { preloadErrorPages } from '#app/components/RouteErrorLater';
import { FirstPaintKeeper, FirstPaintShells } from '#app/components/first-paint/FirstPaint';

// The title while a page loads (SPA mode writes index.html from the root alone): without it the
// HTML every deep link starts from has no <title> (WCAG 2.4.2) until the route's own meta runs.
export const meta: MetaFunction = () => [{ title: 'Conexión Global' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The shipped interface font (Latin subset, 48 KiB): fetched with the first CSS, not after it. */}
        <link {...interfaceFontPreload} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Who the root's last load was for, and the requests of their conversations: what its live
 * changes are measured against (rootConcerns).
 */
let shown: { readonly userId: string | null; readonly orderIds: ReadonlySet<string> } = {
  userId: null,
  orderIds: new Set(),
};

export async function clientLoader() {
  const user = await loadCurrentUserAnew();
  shown = { userId: user?.id ?? null, orderIds: new Set() };
  if (!user) return { user, avatarSrc: null, conversations: [], notifications: [] };
  // The Header's logged-in half is its own chunk: load it before the first logged-in render, so
  // the Header never swaps its lazy placeholder for it while a dropdown is open.
  const [conversations, notifications] = await Promise.all([
    loadConversations(user.id),
    loadNotifications(user.id),
    preloadHeaderAccount(),
  ]);
  shown = { userId: user.id, orderIds: new Set(conversations.map((c) => c.orderId)) };
  const picture = user.profilePicture;
  const avatarSrc = !picture ? null : picture.startsWith('data:') ? picture : await imageUrl(picture);
  return { user, avatarSrc, conversations, notifications };
}

/**
 * What the root shows — the person, their conversations' unread counts and titles, their
 * notifications — changes with a session, their own record, a chat or a notification of theirs,
 * or a request they talk about. A new request elsewhere, a trip, a review: nothing here. A visitor
 * hears no chat or notification, and reloads nothing but a session (decision 038).
 */
const rootConcerns: Concern = (change) => {
  if (isOf(change, 'session')) return true;
  const { userId, orderIds } = shown;
  if (userId === null) return false;
  if (isOf(change, 'chats', 'notifications')) return true;
  if (isOf(change, 'users')) return isAbout(change, userId);
  if (isOf(change, 'requests')) return change.ids.length === 0 || change.ids.some((id) => orderIds.has(id));
  return false;
};

// The logged-in state follows route changes (spec §2, Shell): re-read it on every navigation.
export const shouldRevalidate = reloadOnlyFor(rootConcerns, () => true);

/**
 * Something changed (the domain's change feed: this tab's use cases, another tab, another person
 * on the server): reload what the page shows — once per burst, never interrupting a reload or a
 * navigation under way (lib/revalidation.ts), and only the loaders the burst concerns (each
 * route's shouldRevalidate, lib/change-concerns.ts).
 */
let liveBursts = 0;

function useRevalidateOnStorageChange() {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const scheduler = useRef<RevalidationScheduler | null>(null);
  useEffect(() => {
    const scheduled = revalidationScheduler((changes) => {
      revalidateFor(changes, revalidate);
      // How many bursts this page has handled, loaders reloaded or not: what a test waits for
      // before it says a change cost a page nothing (e2e/server/live-requests.spec.ts).
      liveBursts += 1;
      document.documentElement.dataset.liveBursts = String(liveBursts);
    });
    scheduler.current = scheduled;
    const unsubscribe = getBackend().changes.subscribe((change) => scheduled.changed(change));
    return () => {
      unsubscribe();
      scheduled.stop();
      scheduler.current = null;
    };
  }, [revalidate]);
  // Every render: the router's state is what tells a reload has ended.
  const idle = state === 'idle' && navigation.state === 'idle';
  useEffect(() => {
    if (idle) liveReloadEnded();
    scheduler.current?.setIdle(idle);
  });
}

/** What a @cg/ui link may pass to Remix's navigate (`routerOptions`). */
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/** Remix's href for internal paths; absolute URLs (social links, mailto:) stay as they are. */
function useSiteHref(href: string): string {
  const external = isExternal(href);
  const resolved = useHref(external ? '/' : href);
  return external ? href : resolved;
}

/**
 * Every link and menu item of @cg/ui (which knows nothing of routing) navigates through Remix:
 * client-side, with loaders, instead of a full page load.
 */
function SiteRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // As react-aria calls it (and @cg/ui's links), with the options declared above.
  const go: ComponentProps<typeof AriaRouterProvider>['navigate'] = (to, options) => navigate(to, options);
  return (
    <RouterProvider navigate={go} useHref={useSiteHref}>
      {children}
    </RouterProvider>
  );
}

export default function App() {
  useRevalidateOnStorageChange();
  // What a failed page says is not in the first load: fetched now, before anything can fail.
  useEffect(preloadErrorPages, []);
  return (
    <SiteRouter>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </SiteRouter>
  );
}

/**
 * Until the root's and the route's loaders have run: at build time every route's first paint
 * (scripts/build-site.mjs writes one document per route from it), in the browser the one this
 * document painted, untouched (decision 024).
 */
export function HydrateFallback() {
  // Not `import.meta.env.SSR`: that drops the shells from the browser's bundle, and with them the
  // root's links to their stylesheets, so the documents painted unstyled until the JavaScript came.
  return typeof document === 'undefined' ? <FirstPaintShells /> : <FirstPaintKeeper />;
}

/** Last resort: a Spanish page with a way back (RootError.tsx, loaded when needed, decision 024). */
export { RootErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
