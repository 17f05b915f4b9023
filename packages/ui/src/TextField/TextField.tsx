import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { inputRow, trailing as trailingClass, withTrailing } from './TextField.css';

/** @internal */
export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /**
   * Input type; sets the mobile keyboard.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Placeholder, as an example of the expected value, never instead of the label. */
  placeholder?: string;
  /** Content placed inside the input's end (e.g. a show/hide password Button, ≥ 24 px). */
  trailing?: ReactNode;
}

/** A labelled single-line text input with description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  trailing,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      type={type}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={inputRow}>
        <Input
          placeholder={placeholder}
          className={[fieldStyles.control, trailing ? withTrailing : ''].filter(Boolean).join(' ')}
        />
        {trailing && <div className={trailingClass}>{trailing}</div>}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
