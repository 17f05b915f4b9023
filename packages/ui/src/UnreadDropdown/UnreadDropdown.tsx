import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover, type PopoverProps } from 'react-aria-components';
import * as styles from './UnreadDropdown.css';

/** @internal */
export const unreadDropdownIcons = ['bell', 'message'] as const;
export type UnreadDropdownIcon = (typeof unreadDropdownIcons)[number];

const icons: Record<UnreadDropdownIcon, ReactNode> = {
  bell: (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  ),
  message: (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  ),
};

export interface UnreadDropdownProps {
  /** Name of the button and title of the panel ("Notificaciones", "Mensajes"). */
  label: string;
  /**
   * Icon of the button.
   * @default 'bell'
   */
  icon?: UnreadDropdownIcon;
  /** Unread state (controlled). When omitted, the dropdown keeps its own, starting at `defaultUnread`. */
  hasUnread?: boolean;
  /**
   * Initial unread state when uncontrolled.
   * @default true
   */
  defaultUnread?: boolean;
  /** Called when the panel opens while unread: the caller marks items read (the dot clears). */
  onRead?: () => void;
  /** Called whenever the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Open state (controlled), for stories and tests. */
  isOpen?: boolean;
  /** Extra content next to the panel title (e.g. a "Marcar como leídas" button). */
  headerAction?: ReactNode;
  /** The panel's content (the notifications or the latest messages). */
  children: ReactNode;
  /**
   * Where the panel opens.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A header icon button with a red unread dot that opens a panel (react-aria DialogTrigger +
 * Popover). Opening it clears the dot. The button's name says when there is something new:
 * "Notificaciones (nuevas)".
 */
export function UnreadDropdown({
  label,
  icon = 'bell',
  hasUnread,
  defaultUnread = true,
  onRead,
  onOpenChange,
  isOpen,
  headerAction,
  children,
  placement = 'bottom end',
}: UnreadDropdownProps) {
  const [internalUnread, setInternalUnread] = useState(defaultUnread);
  const unread = hasUnread ?? internalUnread;
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open && unread) {
          setInternalUnread(false);
          onRead?.();
        }
        onOpenChange?.(open);
      }}
    >
      <Button className={styles.trigger} aria-label={unread ? `${label} (nuevas)` : label}>
        {icons[icon]}
        {unread && <span className={styles.dot} aria-hidden="true" />}
      </Button>
      <Popover placement={placement} offset={6} className={styles.popover}>
        <Dialog aria-label={label} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {label}
            </Heading>
            {headerAction}
          </div>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
