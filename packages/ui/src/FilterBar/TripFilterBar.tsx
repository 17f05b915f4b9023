import type { TripFilters } from '@cg/domain';
import type { FormHTMLAttributes } from 'react';
import type { CountryOption } from '../CountryPicker/CountryPicker';
import { CountryPicker } from '../CountryPicker/CountryPicker';
import { DatePicker } from '../DatePicker/DatePicker';
import { TextField } from '../TextField/TextField';
import { Bar, countActive, useValue } from './FilterBar';

/** Filters of the trips list; '' means "all". Same shape as the domain's `TripFilters`. */
export type TripFilterValues = { [K in keyof TripFilters]-?: NonNullable<TripFilters[K]> };

/** @internal */
export const tripFilterDefaults: TripFilterValues = { originCountry: '', returnBy: '', text: '' };

export interface TripFilterBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onChange' | 'defaultValue'> {
  /** Every origin country offered. */
  countries: readonly CountryOption[];
  /** Current filters (controlled). */
  value?: TripFilterValues;
  /** Initial filters when uncontrolled. @default tripFilterDefaults */
  defaultValue?: TripFilterValues;
  /** Called with every change; the site filters with the domain's `filterTrips`. */
  onChange?: (value: TripFilterValues) => void;
  /** Month the date picker opens on when empty, ISO (fix it in stories). */
  placeholderDate?: string;
  /** Accessible name. @default 'Filtrar viajes' */
  title?: string;
}

/** Filters of /viajeros: origin country, return date on or before a day, and text (country or traveller). */
export function TripFilterBar({
  countries,
  value,
  defaultValue = tripFilterDefaults,
  onChange,
  placeholderDate,
  title = 'Filtrar viajes',
  ...props
}: TripFilterBarProps) {
  const [v, set] = useValue(value, defaultValue, onChange);
  return (
    <Bar
      {...props}
      title={title}
      activeCount={countActive(v, tripFilterDefaults)}
      onReset={() => set(tripFilterDefaults)}
    >
      <TextField
        label="Buscar"
        type="search"
        placeholder="País o nombre del viajero"
        value={v.text}
        onChange={(text) => set({ ...v, text })}
      />
      <CountryPicker
        label="País de origen"
        placeholder="Todos los países"
        countries={countries}
        value={v.originCountry || null}
        onChange={(c) => set({ ...v, originCountry: c ?? '' })}
      />
      <DatePicker
        label="Regreso hasta el"
        description="Viajes que regresan a la Argentina ese día o antes."
        value={v.returnBy || null}
        placeholderValue={placeholderDate}
        onChange={(d) => set({ ...v, returnBy: d ?? '' })}
      />
    </Bar>
  );
}
