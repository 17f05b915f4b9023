import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu';
import { UnreadDropdown } from '../UnreadDropdown/UnreadDropdown';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { HeaderLink, HeaderMessage, HeaderNotification, HeaderUser } from './Header';
import * as s from './Header.css';

export interface HeaderAccountProps {
  user: HeaderUser;
  accountLinks: readonly HeaderLink[];
  notifications: readonly HeaderNotification[];
  messages: readonly HeaderMessage[];
  notifUnread: boolean;
  msgUnread: boolean;
  setNotifUnread: (unread: boolean) => void;
  setMsgUnread: (unread: boolean) => void;
  onNotificationsOpen?: (() => void) | undefined;
  onMessagesOpen?: (() => void) | undefined;
  onMarkAllRead?: (() => void) | undefined;
  onLogout?: (() => void) | undefined;
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
  setNotifUnread,
  setMsgUnread,
  onNotificationsOpen,
  onMessagesOpen,
  onMarkAllRead,
  onLogout,
}: HeaderAccountProps) {
  const dropdowns = (
    <>
      <UnreadDropdown
        label="Notificaciones"
        icon="bell"
        hasUnread={notifUnread}
        onRead={() => setNotifUnread(false)}
        onOpenChange={(open) => open && onNotificationsOpen?.()}
        headerAction={
          onMarkAllRead && (
            <Button variant="ghost" size="sm" onPress={onMarkAllRead}>
              Marcar como leídas
            </Button>
          )
        }
      >
        {notifications.length === 0 ? (
          <p className={s.dropdownEmpty}>No tienes notificaciones.</p>
        ) : (
          <ul className={s.dropdownList}>
            {notifications.map((n) => (
              <li key={n.id} className={s.dropdownItem}>
                <span className={s.itemTitle}>{n.title}</span>
                {n.description && <span className={s.itemText}>{n.description}</span>}
                {n.time && <span className={s.itemTime}>{n.time}</span>}
              </li>
            ))}
          </ul>
        )}
      </UnreadDropdown>
      <UnreadDropdown
        label="Mensajes"
        icon="message"
        hasUnread={msgUnread}
        onRead={() => setMsgUnread(false)}
        onOpenChange={(open) => open && onMessagesOpen?.()}
      >
        {messages.length === 0 ? (
          <p className={s.dropdownEmpty}>No tienes mensajes.</p>
        ) : (
          <ul className={s.dropdownList}>
            {messages.map((m) => (
              <li key={m.id}>
                <Link href={m.href} variant="subtle" className={s.messageLink}>
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
