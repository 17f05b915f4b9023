import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { CountryPicker, type CountryOption } from '../CountryPicker/CountryPicker';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as s from './Matching.css';

export interface AlertSettingsValue {
  /** The countries whose new trips the person hears of. */
  readonly tripCountries: readonly string[];
  /** Whether new requests for their upcoming trips are told. */
  readonly requestAlerts: boolean;
}

export interface AlertSwitchesProps {
  value: AlertSettingsValue;
  /** Called with the whole new value on each change. */
  onChange: (value: AlertSettingsValue) => void;
  /** Every country that can be followed. */
  countries: readonly CountryOption[];
  /** At most this many followed. @default 20 */
  max?: number;
  /** While a change is being saved. @default false */
  isSaving?: boolean;
}

/**
 * A person's alerts (decision 046): new requests for their upcoming trips (on or off), and the
 * countries whose new trips they hear of. In the app at once; by e-mail at most once a day.
 */
export function AlertSwitches({ value, onChange, countries, max = 20, isSaving = false }: AlertSwitchesProps) {
  const [adding, setAdding] = useState<string | null>(null);
  const full = value.tripCountries.length >= max;
  const add = () => {
    if (!adding || value.tripCountries.includes(adding)) return;
    onChange({ ...value, tripCountries: [...value.tripCountries, adding] });
    setAdding(null);
  };
  return (
    <div className={s.section}>
      <Checkbox
        isSelected={value.requestAlerts}
        isDisabled={isSaving}
        onChange={(requestAlerts) => onChange({ ...value, requestAlerts })}
        description="Cuando alguien publica un pedido del país de uno de tus próximos viajes. En la app al momento; por e-mail, como mucho uno por día."
      >
        Avisarme de pedidos nuevos para mis viajes
      </Checkbox>
      <div className={s.section}>
        <span className={s.rowTitle}>Avisarme cuando se registre un viaje desde…</span>
        {value.tripCountries.length === 0 ? (
          <span className={s.muted}>No sigues ningún país.</span>
        ) : (
          <ul className={s.chips} aria-label="Países que sigues">
            {value.tripCountries.map((country) => (
              <li key={country} className={s.chip}>
                {country}
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isSaving}
                  onPress={() =>
                    onChange({ ...value, tripCountries: value.tripCountries.filter((c) => c !== country) })
                  }
                >
                  Quitar<VisuallyHidden> {country}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={s.addRow}>
          <span className={s.grow}>
            <CountryPicker
              label="País"
              countries={countries}
              value={adding}
              onChange={setAdding}
              isDisabled={isSaving || full}
              description={full ? `Sigues ${String(max)} países, el máximo.` : undefined}
            />
          </span>
          <Button variant="secondary" isDisabled={!adding || isSaving || full} onPress={add}>
            Seguir país
          </Button>
        </div>
      </div>
    </div>
  );
}
