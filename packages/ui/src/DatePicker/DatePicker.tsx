import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import * as styles from './DatePicker.css';

/** "2026-03-14" → CalendarDate; empty or invalid → null. */
function toDate(iso: string | null | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'placeholderValue'
      | 'isDateUnavailable'
    >,
    FieldBaseProps {
  /** Selected day as ISO `YYYY-MM-DD` (controlled); `null` for none. */
  value?: string | null;
  /** Initial day as ISO `YYYY-MM-DD` when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen day as ISO `YYYY-MM-DD`, or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest selectable day, ISO. */
  minValue?: string;
  /** Latest selectable day, ISO. */
  maxValue?: string;
  /**
   * Month the calendar opens on when empty, ISO (fix it in stories so they don't depend on today).
   * @default today
   */
  placeholderValue?: string;
  /**
   * Locale of the segments, month names and weekdays.
   * @default 'es-AR'
   */
  locale?: string;
}

/**
 * A date field in Spanish (dd/mm/aaaa) with a calendar popover: react-aria DatePicker under an
 * es-AR I18nProvider. Values go in and out as ISO strings, so callers need no date library.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  locale = 'es-AR',
  className,
  ...props
}: DatePickerProps) {
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...props}
        value={toDate(value)}
        defaultValue={toDate(defaultValue)}
        onChange={(d: DateValue | null) => onChange?.(d ? d.toString().slice(0, 10) : null)}
        minValue={toDate(minValue) ?? undefined}
        maxValue={toDate(maxValue) ?? undefined}
        placeholderValue={toDate(placeholderValue) ?? undefined}
        className={composeRenderProps(className, (own) =>
          [fieldStyles.field, styles.root, own].filter(Boolean).join(' '),
        )}
      >
        {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
        <Group className={[fieldStyles.control, styles.group].join(' ')}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton} aria-label="Abrir calendario">
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover className={fieldStyles.popover} offset={4} placement="bottom start">
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.calendarButton}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.calendarButton}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid className={styles.grid} weekdayStyle="short">
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
