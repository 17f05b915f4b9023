import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import { box, checkbox, description as descriptionClass, icon, text } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label, clickable with the box. */
  children?: ReactNode;
  /** Secondary text under the label. Not linked as a description; keep it short. */
  description?: ReactNode;
  /** Message shown under the label while `isInvalid` (e.g. terms not accepted). */
  errorMessage?: string;
}

/** A 24 px checkbox with its label (react-aria Checkbox: native input underneath). */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (own) => [checkbox, own].filter(Boolean).join(' '))}
    >
      {({ isSelected, isIndeterminate, isInvalid }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 18 18" className={icon}>
                <line x1="4" y1="9" x2="14" y2="9" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 18 18" className={icon}>
                <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
              </svg>
            ) : null}
          </span>
          <span className={text}>
            {children}
            {description && <span className={descriptionClass}>{description}</span>}
            {isInvalid && errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
