// The site's frame: skip link, @cg/ui's Header (visitor / logged in, with its mobile menu) filled
// with the site's routes and the person's notifications and chats, the Footer, and the Toast
// region fed by `#app/lib/toast`.
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { Suspense, lazy, type ReactNode } from 'react';
import type { OwnProfile } from '@cg/domain';
import { Header, headerSupportAccountLinks, type HeaderMessage, type HeaderNotification } from '@cg/ui';
import { SERVER_MODE } from '#app/lib/backend';
import { getMarketplace } from '#app/lib/marketplace.client';
import { endSession } from '#app/lib/session';
import { draftStorage, forgetRequestDraft } from '#app/lib/request-draft';
import { toast, toastError } from '#app/lib/toast';
import {
  hasUnreadMessages,
  hasUnreadNotifications,
  type ConversationSummary,
  type NotificationSummary,
} from '#app/lib/conversations';
import { markSeen, useSeen } from '#app/lib/seen';
import { formatRelative } from '#app/lib/format';
import * as styles from './SiteShell.css';

// What the first screen does not show waits for the first paint (issue 19, decision 024): the
// footer (below the page), the toast region (until something is said) and, in server mode, the
// banner for a lost connection.
const SiteFooter = lazy(() => import('./SiteShellLater').then((m) => ({ default: m.SiteFooter })));
const Toasts = lazy(() => import('./SiteShellLater').then((m) => ({ default: m.Toasts })));
const Connection = lazy(() => import('./SiteShellLater').then((m) => ({ default: m.Connection })));

interface RootData {
  user: OwnProfile | null;
  avatarSrc: string | null;
  conversations: ConversationSummary[];
  notifications: NotificationSummary[];
}

/** Logout: removes the session through the domain, goes home and says so. */
function useLogout(userId: string | null) {
  const navigate = useNavigate();
  return async () => {
    // The publish form's draft of this account leaves this device with the session (decision 044).
    if (userId) forgetRequestDraft(draftStorage(), userId);
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
  const logout = useLogout(user?.id ?? null);

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
        // Support's disputes page is in support's own menus only (decision 026).
        {...(user?.isAdmin ? { accountLinks: headerSupportAccountLinks } : {})}
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
      {SERVER_MODE && (
        <Suspense fallback={null}>
          <Connection />
        </Suspense>
      )}
      <div id="contenido" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <Suspense fallback={null}>
        <SiteFooter />
        <Toasts />
      </Suspense>
    </div>
  );
}
