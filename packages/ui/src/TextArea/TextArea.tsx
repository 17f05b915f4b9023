import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { counter, textArea } from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /** Placeholder, as an example of the expected value. */
  placeholder?: string;
  /**
   * Visible rows before it grows by dragging.
   * @default 4
   */
  rows?: number;
  /**
   * Shows "12/500" under the field when `maxLength` is set.
   * @default true
   */
  showCount?: boolean;
}

/** A labelled multi-line text input (notes, messages), with an optional character count. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCount = true,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const [length, setLength] = useState((props.value ?? props.defaultValue ?? '').length);
  const count = props.value !== undefined ? props.value.length : length;
  return (
    <AriaTextField
      {...props}
      onChange={(v) => {
        setLength(v.length);
        onChange?.(v);
      }}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <AriaTextArea rows={rows} placeholder={placeholder} className={[fieldStyles.control, textArea].join(' ')} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      {showCount && props.maxLength !== undefined && (
        // Not live: announcing every keystroke would be noise; the limit itself is enforced by maxLength.
        <span className={counter} aria-hidden="true">
          {count}/{props.maxLength}
        </span>
      )}
    </AriaTextField>
  );
}
