// The site's frame: skip link, top bar (visitor / logged in, with the mobile menu), footer and
// the toast region. Built from react-aria-components primitives and @cg/ui pieces until @cg/ui
// exports its Header, Footer and Toast (issue 4); the data and actions here stay when they do.
import { useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Separator,
  Header as AriaHeader,
} from 'react-aria-components';
import type { PublicUser } from '@cg/domain';
import { Avatar, Button, Link } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { dismissToast, toast, useToasts } from '#app/lib/toast';
import { hasUnread, type ConversationSummary } from '#app/lib/conversations';
import { markSeen, useSeen } from '#app/lib/seen';
import * as styles from './SiteShell.css';

interface RootData {
  user: PublicUser | null;
  conversations: ConversationSummary[];
}

/** Where the avatar menu (and the mobile menu) lead, in the spec's order. */
export const ACCOUNT_LINKS = [
  { label: 'Perfil', href: '/dashboard' },
  { label: 'Viajes', href: '/viajero' },
  { label: 'Pedidos', href: '/comprador' },
  { label: 'Historial de pagos', href: '/payment-history' },
  { label: 'Wallet', href: '/wallet' },
  { label: 'Cupones', href: '/coupons' },
  { label: 'Ajustes', href: '/settings' },
  { label: 'Centro de Ayuda', href: '/help-center' },
] as const;

const MAIN_LINKS = [
  { label: 'Pedidos Disponibles', href: '/pedidos' },
  { label: 'Viajeros Disponibles', href: '/viajeros' },
] as const;

const FOOTER_LINKS = [
  { label: 'Quiero un producto', href: '/comprador' },
  { label: 'Gana dinero viajando', href: '/viajero' },
  { label: 'Preguntas Frecuentes', href: '/faq' },
  { label: 'Contacto', href: '/contact' },
  { label: 'Sobre Nosotros', href: '/about-us' },
  { label: 'Blog', href: '/blog' },
  { label: 'Términos y Condiciones', href: '/terms' },
  { label: 'Política de Privacidad', href: '/privacy-policy' },
] as const;

/** The spec's one sample notification (there is no notifications use case yet). */
const SAMPLE_NOTIFICATION = {
  title: '¡Bienvenido a Conexión Global!',
  text: 'Publica tu primer pedido o registra un viaje para empezar.',
};

const notImplemented = () => toast({ title: 'Función no implementada', description: 'Esta función estará disponible pronto.' });

/** Logout: removes the session through the domain, goes home and says so. */
function useLogout(user: PublicUser | null) {
  const navigate = useNavigate();
  return async () => {
    await getMarketplace().accounts.logout(user ? { id: user.id } : null);
    navigate('/');
    toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente', variant: 'success' });
  };
}

export function SiteShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const user = data?.user ?? null;
  const conversations = data?.conversations ?? [];
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/" variant="subtle" className={styles.brand}>
            <span aria-hidden="true" className={styles.brandMark}>
              ✈
            </span>
            Conexión Global
          </Link>
          <nav aria-label="Principal" className={styles.desktopOnly}>
            <ul className={styles.navList}>
              {MAIN_LINKS.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} variant="subtle" className={styles.navLink}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {user ? (
              <>
                <NotificationsDropdown userId={user.id} />
                <MessagesDropdown userId={user.id} conversations={conversations} />
                <div className={styles.desktopOnly}>
                  <AvatarMenu user={user} />
                </div>
              </>
            ) : (
              <div className={styles.desktopOnly}>
                <div className={styles.authLinks}>
                  <Link href="/login" variant="button-ghost" size="sm">
                    Iniciar Sesión
                  </Link>
                  <Link href="/registro" variant="button-primary" size="sm">
                    Registrarse
                  </Link>
                </div>
              </div>
            )}
            <MobileMenu user={user} />
          </div>
        </div>
      </header>
      <div id="contenido" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  );
}

function Dot() {
  return <span className={styles.dot} aria-hidden="true" />;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

function NotificationsDropdown({ userId }: { userId: string }) {
  const seen = useSeen(userId);
  const unread = !seen.notifications;
  return (
    <DialogTrigger onOpenChange={(open) => open && markSeen(userId, 'notifications')}>
      <AriaButton className={styles.iconButton} aria-label={unread ? 'Notificaciones (1 sin leer)' : 'Notificaciones'}>
        <BellIcon />
        {unread ? <Dot /> : null}
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog} aria-labelledby="notificaciones-titulo">
          <div className={styles.panelHeader}>
            <Heading slot="title" id="notificaciones-titulo" className={styles.panelTitle}>
              Notificaciones
            </Heading>
            <Button variant="ghost" size="sm" onPress={notImplemented}>
              Marcar como leídas
            </Button>
          </div>
          <ul className={styles.panelList}>
            <li className={styles.panelItem}>
              <strong>{SAMPLE_NOTIFICATION.title}</strong>
              <span className={styles.muted}>{SAMPLE_NOTIFICATION.text}</span>
            </li>
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function MessagesDropdown({ userId, conversations }: { userId: string; conversations: readonly ConversationSummary[] }) {
  const seen = useSeen(userId);
  const unread = hasUnread(conversations, seen.messages);
  return (
    <DialogTrigger onOpenChange={(open) => open && markSeen(userId, 'messages')}>
      <AriaButton className={styles.iconButton} aria-label={unread ? 'Mensajes (sin leer)' : 'Mensajes'}>
        <ChatIcon />
        {unread ? <Dot /> : null}
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog} aria-labelledby="mensajes-titulo">
          {({ close }) => (
            <>
              <div className={styles.panelHeader}>
                <Heading slot="title" id="mensajes-titulo" className={styles.panelTitle}>
                  Mensajes
                </Heading>
              </div>
              {conversations.length === 0 ? (
                <p className={styles.panelEmpty}>
                  Todavía no tienes conversaciones. Se abren cuando un viajero acepta tu pedido o aceptas uno.
                </p>
              ) : (
                <ul className={styles.panelList}>
                  {conversations.map((c) => (
                    <li key={c.orderId}>
                      <Link href={`/chat/${c.orderId}`} variant="subtle" className={styles.panelLink} onPress={close}>
                        <strong>{c.productName}</strong>
                        <span className={styles.muted}>
                          {c.last ? `${c.last.fromMe ? 'Tú' : c.last.senderName}: ${c.last.text}` : 'Sin mensajes todavía'}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function AvatarMenu({ user }: { user: PublicUser }) {
  const logout = useLogout(user);
  return (
    <MenuTrigger>
      <AriaButton className={styles.avatarButton} aria-label={`Menú de la cuenta de ${user.name}`}>
        <Avatar name={user.name} src={user.profilePicture?.startsWith('data:') ? user.profilePicture : null} size="sm" decorative />
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu} aria-label="Cuenta" onAction={(key) => key === 'logout' && void logout()}>
          <MenuSection>
            <AriaHeader className={styles.menuHeader}>
              <strong>{user.name}</strong>
              <span className={styles.muted}>{user.email}</span>
            </AriaHeader>
            {ACCOUNT_LINKS.map((l) => (
              <MenuItem key={l.href} id={l.href} href={l.href} className={styles.menuItem}>
                {l.label}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={styles.separator} />
          <MenuSection>
            <MenuItem id="logout" className={styles.menuItem}>
              Cerrar sesión
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function MobileMenu({ user }: { user: PublicUser | null }) {
  const logout = useLogout(user);
  return (
    <DialogTrigger>
      <AriaButton className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label="Abrir menú">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </AriaButton>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog} aria-label="Menú">
            {({ close }) => (
              <>
                <div className={styles.panelHeader}>
                  <Heading slot="title" className={styles.panelTitle}>
                    Menú
                  </Heading>
                  <Button variant="ghost" size="sm" onPress={close}>
                    Cerrar
                  </Button>
                </div>
                {user ? (
                  <div className={styles.menuHeader}>
                    <strong>{user.name}</strong>
                    <span className={styles.muted}>{user.email}</span>
                  </div>
                ) : null}
                <nav aria-label="Menú móvil">
                  <ul className={styles.drawerList}>
                    {MAIN_LINKS.map((l) => (
                      <li key={l.href}>
                        <Link href={l.href} variant="subtle" className={styles.drawerLink} onPress={close}>
                          {l.label}
                        </Link>
                      </li>
                    ))}
                    {user ? (
                      ACCOUNT_LINKS.map((l) => (
                        <li key={l.href}>
                          <Link href={l.href} variant="subtle" className={styles.drawerLink} onPress={close}>
                            {l.label}
                          </Link>
                        </li>
                      ))
                    ) : (
                      <>
                        <li>
                          <Link href="/login" variant="subtle" className={styles.drawerLink} onPress={close}>
                            Iniciar Sesión
                          </Link>
                        </li>
                        <li>
                          <Link href="/registro" variant="subtle" className={styles.drawerLink} onPress={close}>
                            Registrarse
                          </Link>
                        </li>
                      </>
                    )}
                  </ul>
                </nav>
                {user ? (
                  <Button
                    variant="secondary"
                    fullWidth
                    onPress={() => {
                      close();
                      void logout();
                    }}
                  >
                    Cerrar sesión
                  </Button>
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <p className={styles.footerTitle}>Conexión Global</p>
          <p className={styles.mutedOnDark}>Tu puerta al mundo: productos del exterior traídos por viajeros verificados.</p>
          <div className={styles.social}>
            <Link href="https://www.instagram.com/" isExternal variant="subtle" className={styles.footerLink}>
              Instagram
            </Link>
            <Button variant="secondary" size="sm" onPress={() => toast({ title: 'Función en desarrollo', description: 'Pronto podrás seguirnos en Twitter.' })}>
              Twitter
            </Button>
          </div>
        </div>
        <nav aria-label="Pie de página">
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} variant="subtle" className={styles.footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Conexión Global. Todos los derechos reservados.</p>
    </footer>
  );
}

/**
 * The toast region: one visible at a time (a new one replaces it), 5 s unless it says otherwise,
 * paused while hovered or focused; `role=status`, destructive ones `role=alert`.
 */
function Toaster() {
  const [current] = useToasts();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, paused]);
  const destructive = current?.variant === 'destructive';
  const body = current ? (
    <div
      className={styles.toast[current.variant]}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.toastText}>
        <strong>{current.title}</strong>
        {current.description ? <span>{current.description}</span> : null}
        {current.action ? (
          <Link href={current.action.href} variant="standalone" onPress={() => dismissToast(current.id)}>
            {current.action.label}
          </Link>
        ) : null}
      </div>
      <AriaButton className={styles.toastClose} aria-label="Cerrar aviso" onPress={() => dismissToast(current.id)}>
        ×
      </AriaButton>
    </div>
  ) : null;
  // Both live regions stay in the page so screen readers pick up what appears in them.
  return (
    <div className={styles.toastRegion}>
      <div role="status" aria-live="polite">
        {destructive ? null : body}
      </div>
      <div role="alert">{destructive ? body : null}</div>
    </div>
  );
}
