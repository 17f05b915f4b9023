import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { button } from '../Button/Button.css';
import type { ButtonSize } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { externalIcon, link } from './Link.css';
import { Icon } from '../Icon/Icon';
import { useLinkRouter } from './LinkRouter';
import { plainStates } from './plain-states';

/** @internal */
export const linkVariants = [
  'inline',
  'standalone',
  'subtle',
  'button-primary',
  'button-secondary',
  'button-ghost',
] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /**
   * `inline` inside text, `standalone` on its own line, `subtle` in navigation bars,
   * `button-*` for a navigation that looks like a button ("Quiero un producto").
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Size when the link looks like a button.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an arrow, and tells screen readers so.
   * @default false
   */
  isExternal?: boolean;
  /** Shown but not followed (`aria-disabled`). @default false */
  isDisabled?: boolean;
  children?: ReactNode;
}

/** Whether a click on `a` is the site's to handle (react-aria's rule): a plain left click, same origin, same tab. */
function isClientNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const a = event.currentTarget;
  const target = a.getAttribute('target');
  return (
    event.button === 0 &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !a.hasAttribute('download') &&
    a.origin === window.location.origin
  );
}

/**
 * A link: a plain `<a>`, without react-aria (decision 024: the header and the first screen of
 * every page load no interaction library). The browser gives it what react-aria's link added
 * (Enter follows it); its hover, press and focus ring are react-aria's `data-*` states, set by
 * `plainStates` by react-aria's rules, so the same styles draw it. Client-side navigation comes
 * from the `RouterProvider` the site puts around the app (`@cg/ui`'s, which also serves react-aria's
 * menu items), so the library stays free of routing.
 */
export function Link({
  variant = 'inline',
  size,
  isExternal = false,
  isDisabled = false,
  className,
  children,
  href,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  onFocus,
  onBlur,
  ...props
}: LinkProps) {
  const router = useLinkRouter();
  const resolved = router.useHref(href ?? '');
  const look = variant.startsWith('button-')
    ? button({ variant: variant.slice('button-'.length) as 'primary' | 'secondary' | 'ghost', size })
    : link({ variant: variant as 'inline' | 'standalone' | 'subtle' });
  const classes = [look, className].filter(Boolean).join(' ');
  const state = { 'data-current': props['aria-current'] ? true : undefined };
  const handlers = { onPointerEnter, onPointerLeave, onPointerDown, onPointerUp, onFocus, onBlur };
  const content = (
    <>
      {children}
      {isExternal && (
        <>
          <span className={externalIcon} aria-hidden="true">
            <Icon name="external" />
          </span>
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </>
      )}
    </>
  );
  // As react-aria's link: without an href, or disabled, it is a span that says what it is.
  if (href === undefined || isDisabled) {
    return (
      <span
        {...props}
        {...state}
        {...(isDisabled ? handlers : plainStates(handlers))}
        role="link"
        tabIndex={isDisabled ? undefined : 0}
        aria-disabled={isDisabled || undefined}
        data-disabled={isDisabled || undefined}
        className={classes}
      >
        {content}
      </span>
    );
  }
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a
      {...external}
      {...props}
      {...state}
      {...plainStates(handlers)}
      href={resolved}
      className={classes}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router.navigate || !isClientNavigation(event)) return;
        event.preventDefault();
        router.navigate(href, undefined);
      }}
    >
      {content}
    </a>
  );
}
