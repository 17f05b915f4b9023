import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './Field.css';

export { styles as fieldStyles };

export interface FieldLabelProps {
  children?: ReactNode;
  /** Shows a red asterisk (hidden from screen readers: the control itself is `aria-required`). */
  isRequired?: boolean;
  className?: string;
}

/** The label of a react-aria field; must be rendered inside the field component. */
export function FieldLabel({ children, isRequired, className }: FieldLabelProps) {
  return (
    <AriaLabel className={[styles.label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}

/** Help text under a field, linked with `aria-describedby` by react-aria. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The error message of a field; shown only while the field is invalid. */
export function FieldErrorText({ children }: { children?: string | ((v: ValidationResult) => string) }) {
  return <AriaFieldError className={styles.error}>{children}</AriaFieldError>;
}

/** Props every labelled field of the library shares. */
export interface FieldBaseProps {
  /** Visible label. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /**
   * Message shown when the field is invalid (`isInvalid`, or a failed `validate`/native check).
   * A function receives react-aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}
