import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, spinner } from './Button.css';

/** @internal */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
/** @internal */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /**
   * Visual weight of the action.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of its container (mobile forms).
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Text shown instead of the label while `isPending` (e.g. "Verificando..."). Pending wins over
   * `isDisabled`, so the button just pressed keeps its focus.
   * Screen readers hear it through the button's live label.
   */
  pendingLabel?: string;
  children?: ReactNode;
}

/** The product's button: an accessible react-aria Button with variants, sizes and a pending state. */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel,
  children,
  className,
  isPending,
  isDisabled,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      // Pending wins over disabled: react-aria's pending state already ignores presses and keeps
      // the button focusable, while a real `disabled` drops the focus of the button the person
      // has just pressed to <body> (so a keyboard user's next Tab starts from the top).
      isDisabled={isPending ? false : isDisabled}
      className={composeRenderProps(className, (own) =>
        [button({ variant, size, fullWidth }), own].filter(Boolean).join(' '),
      )}
    >
      {isPending ? (
        <>
          <span className={spinner} aria-hidden="true" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
