import { Suspense, lazy, useId, useState, type ComponentType, type HTMLAttributes } from 'react';
import { Link } from '../Link/Link';
import { plainStates } from '../Link/plain-states';
import * as s from './Header.css';
import type {
  HeaderAccountMobileProps,
  HeaderAccountProps,
  HeaderLink,
  HeaderMessage,
  HeaderNotification,
  HeaderUser,
} from './Header.types';

type HeaderAccountComponent = ComponentType<HeaderAccountProps>;
let loadedAccount: HeaderAccountComponent | null = null;
let loadedMobileAccount: ComponentType<HeaderAccountMobileProps> | null = null;

/**
 * Loads the logged-in half of the top bar ahead of time (call it as soon as someone is logged in).
 * Once loaded, the Header renders it synchronously, without a placeholder frame.
 */
export function preloadHeaderAccount(): Promise<HeaderAccountComponent> {
  return loadAccount().then((m) => m.default);
}

/** HeaderAccount's chunk: both logged-in parts, kept once loaded. */
function loadAccount() {
  return import('./HeaderAccount').then((m) => {
    loadedAccount = m.default;
    loadedMobileAccount = m.HeaderAccountMobile;
    return m;
  });
}

const LazyHeaderAccount = lazy(() => loadAccount());
const LazyHeaderAccountMobile = lazy(() => loadAccount().then((m) => ({ default: m.HeaderAccountMobile })));

/** Top bar links of the spec. */
const headerDefaultNavLinks: readonly HeaderLink[] = [
  { label: 'Pedidos Disponibles', href: '/pedidos' },
  { label: 'Viajeros Disponibles', href: '/viajeros' },
];

/** Avatar menu links of the spec, in order ("Cerrar sesión" is added after them). @internal */
export const headerDefaultAccountLinks: readonly HeaderLink[] = [
  { label: 'Perfil', href: '/dashboard' },
  { label: 'Viajes', href: '/viajero' },
  { label: 'Pedidos', href: '/comprador' },
  { label: 'Historial de pagos', href: '/payment-history' },
  { label: 'Billetera', href: '/wallet' },
  { label: 'Cupones', href: '/coupons' },
  { label: 'Ajustes', href: '/settings' },
  { label: 'Centro de Ayuda', href: '/help-center' },
];

/**
 * The avatar and mobile menus of a support account (decision 026): the person's links and then
 * support's disputes page. Only a support account is given these; nobody else sees the link.
 */
export const headerSupportAccountLinks: readonly HeaderLink[] = [
  ...headerDefaultAccountLinks,
  { label: 'Soporte', href: '/soporte' },
];

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /** The logged-in user; `null`/missing shows "Iniciar Sesión" and "Registrarse". */
  user?: HeaderUser | null;
  /** Brand text. @default 'Conexión Global' */
  brand?: string;
  /** Where the brand goes. @default '/' */
  homeHref?: string;
  /** Main navigation. Hrefs go through the site's react-aria `RouterProvider`. @default headerDefaultNavLinks */
  navLinks?: readonly HeaderLink[];
  /** Links of the avatar menu and the mobile menu. @default headerDefaultAccountLinks */
  accountLinks?: readonly HeaderLink[];
  /** @default '/login' */
  loginHref?: string;
  /** @default '/registro' */
  registerHref?: string;
  /** Path of the current page; the matching link gets `aria-current="page"`. */
  currentPath?: string;
  /** Items of the notifications dropdown. @default [] */
  notifications?: readonly HeaderNotification[];
  /** Items of the messages dropdown. @default [] */
  messages?: readonly HeaderMessage[];
  /** Red dot on the bell until the dropdown is opened. @default true when there are notifications */
  hasUnreadNotifications?: boolean;
  /** Red dot on the messages icon until the dropdown is opened. @default true when there are messages */
  hasUnreadMessages?: boolean;
  /** Called when the notifications dropdown opens (the dot clears), e.g. to remember it. */
  onNotificationsOpen?: () => void;
  /** Called when the messages dropdown opens (the dot clears). */
  onMessagesOpen?: () => void;
  /** "Marcar como leídas" in the notifications dropdown; hidden without it. */
  onMarkAllRead?: () => void;
  /** Called when a notification's link is followed (the dropdown closes), e.g. to mark it read. */
  onNotificationOpen?: (id: string) => void;
  /** "Marcar como leída" on each unread notification (no navigation); hidden without it. */
  onMarkNotificationRead?: (id: string) => void;
  /** "Cerrar sesión". */
  onLogout?: () => void;
  /** Opens the mobile menu initially (stories). @default false */
  defaultMobileMenuOpen?: boolean;
}

const MenuIcon = ({ open }: { open: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
  </svg>
);

/**
 * An unread dot: what the page says (`unread`) until its dropdown is opened. When the page says
 * something new, the dot follows it again (state adjusted while rendering, not in an effect).
 */
function useUnreadDot(unread: boolean): readonly [boolean, () => void] {
  const [opened, setOpened] = useState(false);
  const [said, setSaid] = useState(unread);
  if (said !== unread) {
    setSaid(unread);
    setOpened(false);
  }
  return [unread && !opened, () => setOpened(true)];
}

/** The mobile menu: starts as `defaultOpen`, and a navigation (a new `path`) puts it back. */
function useMobileMenu(path: string | undefined, defaultOpen: boolean) {
  const [open, setOpen] = useState(defaultOpen);
  const [shownFor, setShownFor] = useState({ path, defaultOpen });
  if (shownFor.path !== path || shownFor.defaultOpen !== defaultOpen) {
    setShownFor({ path, defaultOpen });
    setOpen(defaultOpen);
  }
  return { open, toggle: () => setOpen((o) => !o) };
}

/** The logged-in half: synchronous once its chunk is loaded, a fixed-size placeholder until then. */
function AccountSlot(props: HeaderAccountProps) {
  const Loaded = loadedAccount;
  if (Loaded) return <Loaded {...props} />;
  return (
    // Fixed-size slot while the chunk loads: no layout shift when it appears.
    <Suspense fallback={<span className={s.accountSlot} aria-hidden="true" />}>
      <LazyHeaderAccount {...props} />
    </Suspense>
  );
}

/** The phone menu's logged-in part (the person, their links, "Cerrar sesión"): the same chunk. */
function MobileAccountSlot(props: HeaderAccountMobileProps) {
  const Loaded = loadedMobileAccount;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyHeaderAccountMobile {...props} />
    </Suspense>
  );
}

/**
 * The site header: brand, main navigation and the account area. Logged out it offers
 * "Iniciar Sesión" and "Registrarse"; logged in, notifications and messages dropdowns (each with
 * an unread dot that clears once opened; each notification shows whether it is read, opens its
 * link and can be marked read on its own) and the avatar menu. Below 768 px a menu button opens a
 * panel that mirrors all of it. A visitor's header is plain anchors and a plain button, without
 * react-aria (decision 024); the logged-in half, react-aria's menus and popovers, is its own
 * chunk. Wrap the app in @cg/ui's `RouterProvider` to navigate with the site's router.
 */
export function Header({
  user,
  brand = 'Conexión Global',
  homeHref = '/',
  navLinks = headerDefaultNavLinks,
  accountLinks = headerDefaultAccountLinks,
  loginHref = '/login',
  registerHref = '/registro',
  currentPath,
  notifications = [],
  messages = [],
  hasUnreadNotifications,
  hasUnreadMessages,
  onNotificationsOpen,
  onMessagesOpen,
  onMarkAllRead,
  onNotificationOpen,
  onMarkNotificationRead,
  onLogout,
  defaultMobileMenuOpen = false,
  className,
  ...props
}: HeaderProps) {
  const [notifUnread, readNotifications] = useUnreadDot(hasUnreadNotifications ?? notifications.length > 0);
  const [msgUnread, readMessages] = useUnreadDot(hasUnreadMessages ?? messages.length > 0);
  const { open: mobileOpen, toggle: toggleMobile } = useMobileMenu(currentPath, defaultMobileMenuOpen);
  const panelId = useId();

  const current = (href: string) => (currentPath === href ? ('page' as const) : undefined);

  return (
    <header {...props} className={[s.root, className].filter(Boolean).join(' ')}>
      <div className={s.bar}>
        <Link href={homeHref} variant="subtle" className={s.brand}>
          {brand}
        </Link>
        <nav aria-label="Principal" className={`${s.nav} ${s.desktopOnly}`}>
          <ul className={s.navList}>
            {navLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} variant="subtle" aria-current={current(l.href)} className={s.navLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.actions}>
          {user ? (
            // Fixed-size slot while the chunk loads: no layout shift when it appears.
            <AccountSlot
              user={user}
              accountLinks={accountLinks}
              notifications={notifications}
              messages={messages}
              notifUnread={notifUnread}
              msgUnread={msgUnread}
              onNotificationsRead={readNotifications}
              onMessagesRead={readMessages}
              onNotificationsOpen={onNotificationsOpen}
              onMessagesOpen={onMessagesOpen}
              onMarkAllRead={onMarkAllRead}
              onNotificationOpen={onNotificationOpen}
              onMarkNotificationRead={onMarkNotificationRead}
              onLogout={onLogout}
            />
          ) : (
            <div className={`${s.authLinks} ${s.desktopOnly}`}>
              <Link href={loginHref} variant="button-ghost" size="sm">
                Iniciar Sesión
              </Link>
              <Link href={registerHref} variant="button-primary" size="sm">
                Registrarse
              </Link>
            </div>
          )}
          <button
            type="button"
            className={`${s.iconButton} ${s.mobileOnly}`}
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            aria-label={mobileOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={toggleMobile}
            {...plainStates({})}
          >
            <MenuIcon open={mobileOpen} />
          </button>
        </div>
      </div>
      <div id={panelId} className={s.mobilePanel} hidden={!mobileOpen}>
        <nav aria-label="Menú móvil">
          <ul className={s.mobileList}>
            {navLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} variant="subtle" aria-current={current(l.href)} className={s.mobileLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          {user ? (
            <MobileAccountSlot user={user} accountLinks={accountLinks} currentPath={currentPath} onLogout={onLogout} />
          ) : (
            <div className={s.mobileAuth}>
              <Link href={loginHref} variant="button-secondary">
                Iniciar Sesión
              </Link>
              <Link href={registerHref} variant="button-primary">
                Registrarse
              </Link>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
