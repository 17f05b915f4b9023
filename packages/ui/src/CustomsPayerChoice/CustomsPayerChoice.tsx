import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as s from '../TripChoice/TripChoice.css';

/** Who pays the tax on the excess (issue 37): the buyer or the traveller. */
export type CustomsPayerValue = 'buyer' | 'traveller';

export interface CustomsPayerChoiceProps {
  /** By how much the order goes beyond the traveller's franchise, already formatted ("US$ 100,00"). */
  excessText: string;
  /** The tax on that excess, already formatted ("US$ 50,00"). */
  taxText: string;
  /** The choice made; null: none yet (the accept button waits for one). */
  value: CustomsPayerValue | null;
  onChange: (value: CustomsPayerValue) => void;
  /** The form field the choice is sent as. @default 'customsPayer' */
  name?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Accepting (or offering on) an order that takes the traveller's month of entry beyond the
 * customs franchise (issue 37, decision 047): who pays the tax on the excess. No choice is made
 * for them: the order is not accepted until one is.
 */
export function CustomsPayerChoice({
  excessText,
  taxText,
  value,
  onChange,
  name = 'customsPayer',
  isDisabled = false,
}: CustomsPayerChoiceProps) {
  return (
    <RadioGroup
      className={s.group}
      name={name}
      value={value}
      onChange={(v) => onChange(v as CustomsPayerValue)}
      isDisabled={isDisabled}
      isRequired
    >
      <Label className={s.legend}>¿Quién paga el impuesto sobre el exceso?</Label>
      <span className={s.customs}>
        Con este pedido superas tu franquicia en {excessText}: el impuesto es {taxText}.
      </span>
      <Radio value="buyer" className={s.option}>
        <span aria-hidden="true" className={s.radioMark} />
        <span className={s.body}>
          <span className={s.route}>Quien compra: {taxText}</span>
          <span className={s.deadline}>
            Se suma a su pago en garantía y se te libera con la recompensa, sin comisión.
          </span>
        </span>
      </Radio>
      <Radio value="traveller" className={s.option}>
        <span aria-hidden="true" className={s.radioMark} />
        <span className={s.body}>
          <span className={s.route}>Yo, quien viaja: {taxText}</span>
          <span className={s.deadline}>Sale de tu recompensa: lo pagas en la aduana.</span>
        </span>
      </Radio>
    </RadioGroup>
  );
}
