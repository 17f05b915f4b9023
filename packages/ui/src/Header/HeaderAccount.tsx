import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu';
import { UnreadDropdown } from '../UnreadDropdown/UnreadDropdown';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { HeaderAccountMobileProps, HeaderAccountProps, HeaderNotification } from './Header.types';
import * as s from './Header.css';

interface NotificationItemProps {
  notification: HeaderNotification;
  onOpen: (id: string) => void;
  onMarkRead?: ((id: string) => void) | undefined;
}

/**
 * One notification: unread ones carry a dot, a bold title and "No leída" in their accessible
 * name, plus a "Marcar como leída" button that does not navigate. Following the link is opening it.
 */
function NotificationItem({ notification: n, onOpen, onMarkRead }: NotificationItemProps) {
  const unread = n.unread ?? false;
  const itemRef = useRef<HTMLLIElement>(null);
  const markedHere = useRef(false);
  // The button disappears once the item is read: its focus moves to the item, not to the page.
  useEffect(() => {
    if (unread || !markedHere.current) return;
    markedHere.current = false;
    itemRef.current?.querySelector<HTMLElement>('[data-notification-main]')?.focus();
  }, [unread]);

  const body = (
    <span className={s.notificationBody}>
      <span className={s.notificationTitleRow}>
        {unread && <span className={s.unreadDot} aria-hidden="true" />}
        {unread && <VisuallyHidden>No leída: </VisuallyHidden>}
        <span className={unread ? s.itemTitle : s.itemTitleRead}>{n.title}</span>
      </span>
      {n.description && <span className={s.itemText}>{n.description}</span>}
      {n.time && <span className={s.itemTime}>{n.time}</span>}
    </span>
  );
  return (
    <li ref={itemRef} className={s.notificationItem({ unread })}>
      {n.href ? (
        <Link
          href={n.href}
          variant="subtle"
          className={s.notificationLink}
          data-notification-main=""
          onClick={() => onOpen(n.id)}
        >
          {body}
        </Link>
      ) : (
        <span className={s.notificationStatic} data-notification-main="" tabIndex={-1}>
          {body}
        </span>
      )}
      {unread && onMarkRead && (
        <Button
          variant="ghost"
          size="sm"
          className={s.markReadButton}
          // Says which one; starts with the visible words (WCAG 2.5.3, label in name).
          aria-label={`Marcar como leída: ${n.title}`}
          onPress={() => {
            markedHere.current = true;
            onMarkRead(n.id);
          }}
        >
          Marcar como leída
        </Button>
      )}
    </li>
  );
}

/**
 * The logged-in half of the top bar (notifications, messages, avatar menu). It lives in its own
 * chunk: visitors — most first loads — never download the menu and popover machinery.
 */
export default function HeaderAccount({
  user,
  accountLinks,
  notifications,
  messages,
  notifUnread,
  msgUnread,
  onNotificationsRead,
  onMessagesRead,
  onNotificationsOpen,
  onMessagesOpen,
  onMarkAllRead,
  onNotificationOpen,
  onMarkNotificationRead,
  onLogout,
}: HeaderAccountProps) {
  // Controlled so that following a link inside closes the panel: the page behind it changes.
  const [notifOpen, setNotifOpen] = useState(false);
  const [msgOpen, setMsgOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const markedAll = useRef(false);
  const canMarkAll = onMarkAllRead !== undefined;
  // "Marcar como leídas" disappears once nothing is unread: its focus moves to the first item.
  useEffect(() => {
    if (canMarkAll || !markedAll.current) return;
    markedAll.current = false;
    listRef.current?.querySelector<HTMLElement>('[data-notification-main]')?.focus();
  }, [canMarkAll]);
  const dropdowns = (
    <>
      <UnreadDropdown
        label="Notificaciones"
        icon="bell"
        hasUnread={notifUnread}
        isOpen={notifOpen}
        onRead={onNotificationsRead}
        onOpenChange={(open) => {
          setNotifOpen(open);
          if (open) onNotificationsOpen?.();
        }}
        headerAction={
          onMarkAllRead && (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                markedAll.current = true;
                onMarkAllRead();
              }}
            >
              Marcar como leídas
            </Button>
          )
        }
      >
        {notifications.length === 0 ? (
          <p className={s.dropdownEmpty}>No tienes notificaciones.</p>
        ) : (
          <ul ref={listRef} className={s.dropdownList}>
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={(id) => {
                  setNotifOpen(false);
                  onNotificationOpen?.(id);
                }}
                onMarkRead={onMarkNotificationRead}
              />
            ))}
          </ul>
        )}
      </UnreadDropdown>
      <UnreadDropdown
        label="Mensajes"
        icon="message"
        hasUnread={msgUnread}
        isOpen={msgOpen}
        onRead={onMessagesRead}
        onOpenChange={(open) => {
          setMsgOpen(open);
          if (open) onMessagesOpen?.();
        }}
      >
        {messages.length === 0 ? (
          <p className={s.dropdownEmpty}>No tienes mensajes.</p>
        ) : (
          <ul className={s.dropdownList}>
            {messages.map((m) => (
              <li key={m.id}>
                <Link href={m.href} variant="subtle" className={s.messageLink} onClick={() => setMsgOpen(false)}>
                  <span className={s.messageBody}>
                    <span className={s.itemTitle}>{m.from}</span>
                    <span className={s.itemText}>{m.preview}</span>
                    {m.time && <span className={s.itemTime}>{m.time}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </UnreadDropdown>
    </>
  );

  return (
    <>
      {dropdowns}
      <div className={s.desktopOnly}>
        <Menu
          aria-label={`Cuenta de ${user.name}`}
          onAction={(key) => {
            if (key === 'logout') onLogout?.();
          }}
          trigger={
            // Named by hidden text, not aria-label: the initials are visible (axe label-content-name-mismatch).
            <AriaButton className={s.avatarButton}>
              <Avatar name={user.name} src={user.avatarSrc} size="sm" decorative />
              <VisuallyHidden>{`Menú de cuenta de ${user.name}`}</VisuallyHidden>
            </AriaButton>
          }
        >
          <MenuSection title={user.name} subtitle={user.email}>
            {accountLinks.map((l) => (
              <MenuItem key={l.href} id={l.href} href={l.href}>
                {l.label}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSeparator />
          <MenuSection aria-label="Sesión">
            <MenuItem id="logout">Cerrar sesión</MenuItem>
          </MenuSection>
        </Menu>
      </div>
    </>
  );
}

/** The phone menu's logged-in part: who is logged in, their pages and "Cerrar sesión". */
export function HeaderAccountMobile({ user, accountLinks, currentPath, onLogout }: HeaderAccountMobileProps) {
  return (
    <>
      <div className={s.mobileUser}>
        <Avatar name={user.name} src={user.avatarSrc} size="md" decorative />
        <span className={s.mobileUserText}>
          <span className={s.userName}>{user.name}</span>
          <span className={s.userEmail}>{user.email}</span>
        </span>
      </div>
      <ul className={s.mobileList}>
        {accountLinks.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              variant="subtle"
              aria-current={currentPath === l.href ? 'page' : undefined}
              className={s.mobileLink}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="secondary" fullWidth onPress={onLogout}>
        Cerrar sesión
      </Button>
    </>
  );
}
