import {
  Button,
  ComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  composeRenderProps,
  useFilter,
  type ComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useMemo, useState } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { Flag } from '../Flag/Flag';
import { group, input, leadingFlag, root, toggle } from './CountryPicker.css';
import { Icon } from '../Icon/Icon';

/** A country as the domain describes it (`Country` from @cg/domain has this shape). */
export interface CountryOption {
  /** Name in Spanish; also the stored value ("Japón"). */
  name: string;
  /** Its flag's ISO code ('JP'); missing shows the white flag. */
  flag?: string;
}

export interface CountryPickerProps
  extends
    Omit<
      ComboBoxProps<CountryOption>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onSelectionChange'
    >,
    FieldBaseProps {
  /** Every country offered, already sorted (the site passes the domain's list). */
  countries: readonly CountryOption[];
  /** Selected country name (controlled). `null` for none. */
  value?: string | null;
  /** Initially selected country name when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen country name, or `null` when cleared. */
  onChange?: (country: string | null) => void;
  /**
   * Text in the empty search box.
   * @default 'Buscar país...'
   */
  placeholder?: string;
  /**
   * Shown in the list when the search matches nothing.
   * @default 'No se encontraron países'
   */
  emptyText?: string;
}

/**
 * A searchable country list with flags (react-aria ComboBox). Search ignores accents and case:
 * "japon" finds "Japón".
 */
export function CountryPicker({
  label = 'País',
  description,
  errorMessage,
  countries,
  value,
  defaultValue,
  onChange,
  placeholder = 'Buscar país...',
  emptyText = 'No se encontraron países',
  className,
  ...props
}: CountryPickerProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const byName = useMemo(() => new Map(countries.map((c) => [c.name, c])), [countries]);
  const controlled = value !== undefined;
  const [internal, setInternal] = useState<string | null>(defaultValue ?? null);
  const current = controlled ? value : internal;
  const selected = current ? byName.get(current) : undefined;
  return (
    <ComboBox<CountryOption>
      {...props}
      defaultItems={countries}
      defaultFilter={contains}
      allowsEmptyCollection
      menuTrigger="focus"
      {...(controlled ? { value } : { defaultValue: defaultValue ?? null })}
      onChange={(key: Key | null) => {
        const name = key === null ? null : String(key);
        setInternal(name);
        onChange?.(name);
      }}
      className={composeRenderProps(className, (own) => [fieldStyles.field, root, own].filter(Boolean).join(' '))}
    >
      <>
        {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
        <Group className={[fieldStyles.control, group].join(' ')}>
          {selected && (
            <span className={leadingFlag}>
              <Flag country={selected.name} code={selected.flag} decorative />
            </span>
          )}
          <Input className={input} placeholder={placeholder} />
          <Button className={toggle} aria-label="Mostrar países">
            <Icon name="chevronDown" />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover className={fieldStyles.popover} offset={4}>
          <ListBox<CountryOption>
            className={fieldStyles.listBox}
            renderEmptyState={() => <div className={fieldStyles.emptyState}>{emptyText}</div>}
          >
            {(country) => (
              <ListBoxItem id={country.name} textValue={country.name} className={fieldStyles.option}>
                {({ isSelected }) => (
                  <>
                    <Flag country={country.name} code={country.flag} decorative />
                    <span>{country.name}</span>
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
      </>
    </ComboBox>
  );
}
