import type { ReactElement, ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import * as styles from './Menu.css';

export interface MenuProps<T extends object>
  extends Omit<AriaMenuProps<T>, 'className'>, Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The button that opens the menu: a Button of this library (any react-aria pressable). */
  trigger: ReactElement;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions and links behind a button (react-aria MenuTrigger + Menu): arrows move,
 * Enter chooses, Escape closes and returns focus to the button. Give it an `aria-label`.
 */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} offset={6} className={styles.popover}>
        <AriaMenu {...props} className={styles.menu} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends AriaMenuItemProps {
  /**
   * Red text for a destructive action ("Cerrar sesión" is not one; "Eliminar" is).
   * @default false
   */
  isDestructive?: boolean;
}

/** One entry: an action (`onAction`) or a link (`href`, client-side through the site's RouterProvider). */
export function MenuItem({ isDestructive = false, className, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      className={composeRenderProps(className, (own) =>
        [styles.item, isDestructive ? styles.destructive : '', own].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface MenuSectionProps {
  /** Header of the group (the user's name in the avatar menu); it also names the group. */
  title?: ReactNode;
  /** Second line of the header (the user's e-mail). */
  subtitle?: ReactNode;
  /** Name of the group when it has no visible title. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A group of items with an optional non-interactive header. */
export function MenuSection({ title, subtitle, children, 'aria-label': ariaLabel }: MenuSectionProps) {
  return (
    <AriaMenuSection aria-label={ariaLabel}>
      {title && (
        <Header className={styles.header}>
          <span className={styles.headerTitle}>{title}</span>
          {subtitle && <span className={styles.headerSubtitle}>{subtitle}</span>}
        </Header>
      )}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
