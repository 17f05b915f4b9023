// The Header's types, shared by Header and HeaderAccount. In a file of their own so the two
// components do not import each other: Header only loads HeaderAccount lazily (its own chunk).

export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderUser {
  name: string;
  email: string;
  avatarSrc?: string | null;
}

export interface HeaderNotification {
  id: string;
  title: string;
  description?: string;
  /** Already formatted time ("Hace 5 minutos"). */
  time?: string;
  /**
   * Not read yet: a dot, a bold title and "No leída" for screen readers.
   * @default false
   */
  unread?: boolean;
  /**
   * Where the notification opens (e.g. `/chat/1`); without it the item is plain text. Rendered as
   * given: the caller passes only paths of its own site (the site drops any other stored link).
   */
  href?: string;
}

export interface HeaderMessage {
  id: string;
  from: string;
  preview: string;
  /** Where the message opens (e.g. `/chat/1`). */
  href: string;
  /** Already formatted time. */
  time?: string;
}

/** What the Header hands its lazily loaded logged-in half (HeaderAccount). */
export interface HeaderAccountProps {
  user: HeaderUser;
  accountLinks: readonly HeaderLink[];
  notifications: readonly HeaderNotification[];
  messages: readonly HeaderMessage[];
  /** The bell's unread dot. */
  notifUnread: boolean;
  /** The messages icon's unread dot. */
  msgUnread: boolean;
  /** The notifications dropdown was opened while unread: the Header clears the dot. */
  onNotificationsRead: () => void;
  /** The messages dropdown was opened while unread: the Header clears the dot. */
  onMessagesRead: () => void;
  onNotificationsOpen?: (() => void) | undefined;
  onMessagesOpen?: (() => void) | undefined;
  onMarkAllRead?: (() => void) | undefined;
  onNotificationOpen?: ((id: string) => void) | undefined;
  onMarkNotificationRead?: ((id: string) => void) | undefined;
  onLogout?: (() => void) | undefined;
}

/** What the Header hands the phone menu's logged-in part (in HeaderAccount's chunk). */
export interface HeaderAccountMobileProps {
  user: HeaderUser;
  accountLinks: readonly HeaderLink[];
  /** Path of the current page; the matching link gets `aria-current="page"`. */
  currentPath?: string | undefined;
  onLogout?: (() => void) | undefined;
}
