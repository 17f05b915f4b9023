import type { ReactNode } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { externalIcon, link } from './Link.css';
import { Icon } from '../Icon/Icon';

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

export interface LinkProps extends Omit<AriaLinkProps, 'children'> {
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
  children?: ReactNode;
}

/**
 * A react-aria Link. Client-side navigation comes from a `RouterProvider` the site puts around
 * the app (react-aria-components), so the library stays free of routing.
 */
export function Link({ variant = 'inline', size, isExternal = false, className, children, ...props }: LinkProps) {
  const look = variant.startsWith('button-')
    ? button({ variant: variant.slice('button-'.length) as 'primary' | 'secondary' | 'ghost', size })
    : link({ variant: variant as 'inline' | 'standalone' | 'subtle' });
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <AriaLink
      {...external}
      {...props}
      className={composeRenderProps(className, (own) => [look, own].filter(Boolean).join(' '))}
    >
      {children}
      {isExternal && (
        <>
          <span className={externalIcon} aria-hidden="true">
            <Icon name="external" />
          </span>
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
}
