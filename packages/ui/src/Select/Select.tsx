import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { chevron, placeholder as placeholderClass, root, trigger, value as valueClass } from './Select.css';
import { Icon } from '../Icon/Icon';

export interface SelectOption {
  /** Stored value (e.g. "tecnologia", "USD"). */
  id: Key;
  /** Text shown (e.g. "Tecnología"). */
  label: string;
  /** Optional leading content such as a Flag. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T>, 'children' | 'items'>, FieldBaseProps {
  /** The options, in display order. */
  options: readonly T[];
  /**
   * Text shown when nothing is selected.
   * @default 'Seleccionar...'
   */
  placeholder?: string;
}

/** A labelled single-choice dropdown (react-aria Select: a button that opens a listbox). */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Seleccionar...',
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      className={composeRenderProps(className, (own) => [fieldStyles.field, root, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={[fieldStyles.control, trigger].join(' ')}>
        <SelectValue<T> className={valueClass}>
          {({ selectedItems: [selectedItem], isPlaceholder, defaultChildren }) =>
            isPlaceholder ? (
              <span className={placeholderClass}>{placeholder}</span>
            ) : selectedItem ? (
              <>
                {selectedItem.icon}
                {selectedItem.label}
              </>
            ) : (
              defaultChildren
            )
          }
        </SelectValue>
        <span className={chevron} aria-hidden="true">
          <Icon name="chevronDown" />
        </span>
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox items={options} className={fieldStyles.listBox}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={fieldStyles.option}
            >
              {({ isSelected }) => (
                <>
                  {item.icon}
                  <span>{item.label}</span>
                  {isSelected && (
                    <span className={fieldStyles.check} aria-hidden="true">
                      <Icon name="check" />
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
