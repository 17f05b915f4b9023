// The site's frame: skip link, @cg/ui's Header (visitor / logged in, with its mobile menu) filled
// with the site's routes and the person's notifications and chats, the Footer, and the Toast
// region fed by `#app/lib/toast`.
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OwnProfile } from '@cg/domain';
import {
  ConnectionBanner,
  Footer,
  Header,
  ToastQueue,
  ToastRegion,
  type ConnectionBannerState,
  type HeaderMessage,
  type HeaderNotification,
} from '@cg/ui';
import { SERVER_MODE } from '#app/lib/backend';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { endSession } from '#app/lib/session';
import { MIN_VISIBLE_MS, dismissToast, toast, toastError, useToasts } from '#app/lib/toast';
import {
  hasUnreadMessages,
  hasUnreadNotifications,
  type ConversationSummary,
  type NotificationSummary,
} from '#app/lib/conversations';
import { markSeen, useSeen } from '#app/lib/seen';
import { formatRelative } from '#app/lib/format';
import * as styles from './SiteShell.css';

interface RootData {
  user: OwnProfile | null;
  avatarSrc: string | null;
  conversations: ConversationSummary[];
  notifications: NotificationSummary[];
}

/** Logout: removes the session through the domain, goes home and says so. */
function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await endSession();
    navigate('/');
    toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente', variant: 'success' });
  };
}

export function SiteShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const user = data?.user ?? null;
  const conversations = data?.conversations ?? [];
  const notifications = data?.notifications ?? [];
  const location = useLocation();
  const seen = useSeen(user?.id ?? null);
  const logout = useLogout();

  const messageItems: HeaderMessage[] = conversations.map((c) => ({
    id: c.orderId,
    from: c.productName,
    preview: c.last
      ? `${c.unread > 0 ? `(${c.unread} ${c.unread === 1 ? 'nuevo' : 'nuevos'}) ` : ''}${c.last.fromMe ? 'Tú' : c.last.senderName}: ${c.last.text}`
      : 'Sin mensajes todavía',
    href: `/chat/${c.orderId}`,
    time: c.last ? formatRelative(c.last.timestamp) : undefined,
  }));
  const notificationItems: HeaderNotification[] = notifications.map((n) => ({
    id: n.id,
    title: n.title,
    description: n.text,
    time: formatRelative(n.createdAt),
    unread: n.unread,
    href: n.link ?? undefined,
  }));

  /** One notification read (opened or marked): the write revalidates the root loader, the item turns read. */
  async function markRead(id: string) {
    if (!user || !notifications.some((n) => n.id === id && n.unread)) return;
    try {
      await getMarketplace().notifications.markRead({ id: user.id }, id);
    } catch (error) {
      toastError(error as { title: string; description?: string });
    }
  }

  async function markAllRead() {
    if (!user) return;
    try {
      const changed = await getMarketplace().notifications.markAllRead({ id: user.id });
      toast({
        title: 'Notificaciones leídas',
        description:
          changed > 0 ? 'Marcamos todas tus notificaciones como leídas.' : 'No tenías notificaciones sin leer.',
      });
    } catch (error) {
      toastError(error as { title: string; description?: string });
    }
  }

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido
      </a>
      <Header
        user={user ? { name: user.name, email: user.email, avatarSrc: data?.avatarSrc ?? null } : null}
        currentPath={location.pathname}
        notifications={notificationItems}
        messages={messageItems}
        hasUnreadNotifications={hasUnreadNotifications(notifications, seen.notifications)}
        hasUnreadMessages={hasUnreadMessages(conversations, seen.messages)}
        onNotificationsOpen={() => user && markSeen(user.id, 'notifications')}
        onMessagesOpen={() => user && markSeen(user.id, 'messages')}
        onMarkAllRead={notifications.some((n) => n.unread) ? () => void markAllRead() : undefined}
        onNotificationOpen={(id) => void markRead(id)}
        onMarkNotificationRead={(id) => void markRead(id)}
        onLogout={() => void logout()}
      />
      {SERVER_MODE && <Connection />}
      <div id="contenido" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <Footer
        year={new Date().getFullYear()}
        tagline="Tu puerta al mundo: productos del exterior traídos por viajeros verificados."
        onTwitterPress={() =>
          toast({ title: 'Función en desarrollo', description: 'Pronto podrás seguirnos en Twitter.' })
        }
      />
      <Toasts />
    </div>
  );
}

/** How long a reconnection may take before the page says so (a blip is not news). */
const RECONNECTING_QUIET_MS = 3000;

/** Server mode: says when the server cannot be reached or the live connection is coming back. */
function Connection() {
  const [state, setState] = useState<ConnectionBannerState | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = getBackend().connection.subscribe((status) => {
      clearTimeout(timer);
      if (status === 'offline') setState('offline');
      else if (status === 'reconnecting') timer = setTimeout(() => setState('reconnecting'), RECONNECTING_QUIET_MS);
      else setState(null);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  if (!state) return null;
  return <ConnectionBanner state={state} onRetry={() => getBackend().connection.retryNow()} />;
}

/**
 * @cg/ui's toast region, fed by the site's queue (`#app/lib/toast`, callable from loaders and
 * actions). The region shows one toast and times it (5 s by default, paused on hover/focus);
 * when another waits, the visible one gives way once it has been readable for MIN_VISIBLE_MS.
 */
function Toasts() {
  const queue = useToasts();
  const current = queue[0];
  const waiting = queue.length > 1;
  const navigate = useNavigate();
  const region = useMemo(() => new ToastQueue(), []);
  const shownAt = useRef(0);

  useEffect(() => {
    if (!current) {
      region.dismiss();
      return;
    }
    shownAt.current = Date.now();
    const action = current.action;
    const id = region.show({
      title: current.title,
      description: current.description,
      variant: current.variant,
      duration: current.duration,
      action: action ? { label: action.label, onPress: () => navigate(action.href) } : undefined,
    });
    // Closed by its timer or its close button: drop it from the site's queue so the next shows.
    return region.subscribe(() => {
      if (region.getSnapshot()?.id !== id) dismissToast(current.id);
    });
  }, [current, region, navigate]);

  useEffect(() => {
    if (!current || !waiting) return;
    const timer = setTimeout(
      () => dismissToast(current.id),
      Math.max(0, MIN_VISIBLE_MS - (Date.now() - shownAt.current)),
    );
    return () => clearTimeout(timer);
  }, [current, waiting]);

  return <ToastRegion queue={region} />;
}
