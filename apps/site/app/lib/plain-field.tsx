// Labelled native inputs for the kinds @cg/ui does not offer yet (date, file). Same structure
// and styles as the library's fields: label, control, description and error linked by
// aria-describedby. Replace with the library's DatePicker / upload components when they exist.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldStyles } from '@cg/ui';
import { nativeControl } from '#app/styles/traveller.css';

export interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  readonly name: string;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: string | undefined;
  /** Defaults to the name. */
  readonly id?: string;
}

export function PlainField({ name, label, description, error, id = name, required, className, ...input }: PlainFieldProps) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${fieldStyles.control} ${nativeControl}`}
      />
      {description ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
