import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

type AriaRouter = ComponentProps<typeof AriaRouterProvider>;

/** What @cg/ui's links need of the site's router: where a path leads, and going there. */
interface LinkRouter {
  readonly navigate: AriaRouter['navigate'] | null;
  readonly useHref: (href: string) => string;
}

const sameHref = (href: string) => href;
const LinkRouterContext = createContext<LinkRouter>({ navigate: null, useHref: sameHref });

/** The router the site provided (Link reads it). */
export const useLinkRouter = () => useContext(LinkRouterContext);

export interface RouterProviderProps {
  /** Client-side navigation (Remix's `navigate`). */
  navigate: AriaRouter['navigate'];
  /** The href a path renders as (Remix's `useHref`). @default the path itself */
  useHref?: ((href: string) => string) | undefined;
  children: ReactNode;
}

/**
 * The site's router for every link of @cg/ui: `Link` (a plain anchor, decision 024) and
 * react-aria's own links (menu items) through react-aria-components' `RouterProvider`. The
 * library itself knows no router.
 */
export function RouterProvider({ navigate, useHref = sameHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>
    </AriaRouterProvider>
  );
}
