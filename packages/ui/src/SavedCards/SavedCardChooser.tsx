import { Label, Radio, RadioGroup } from 'react-aria-components';
import { savedCardLabel, type SavedCardItem } from './SavedCardList';
import * as s from './SavedCards.css';

/** The chooser's value for "Otra tarjeta". */
export const OTHER_CARD = 'otra';

export interface SavedCardChooserProps {
  /** The person's saved cards that can pay (not expired). */
  cards: readonly SavedCardItem[];
  /** A card's id, or `OTHER_CARD`. */
  value: string;
  onChange: (value: string) => void;
  /** The form field the choice is sent as. @default 'savedCard' */
  name?: string;
  /** @default false */
  isDisabled?: boolean;
}

/** At checkout: pay with one of the saved cards (only its security code asked) or another card. */
export function SavedCardChooser({
  cards,
  value,
  onChange,
  name = 'savedCard',
  isDisabled = false,
}: SavedCardChooserProps) {
  return (
    <RadioGroup className={s.chooser} name={name} value={value} onChange={onChange} isDisabled={isDisabled}>
      <Label>Pagar con una tarjeta guardada</Label>
      {cards.map((card) => (
        <Radio key={card.id} value={card.id} className={s.option}>
          <span aria-hidden="true" className={s.radioMark} />
          <span>
            {savedCardLabel(card)} · vence {card.expiryText}
            {card.isDefault ? ' · Predeterminada' : ''}
          </span>
        </Radio>
      ))}
      <Radio value={OTHER_CARD} className={s.option}>
        <span aria-hidden="true" className={s.radioMark} />
        <span>Otra tarjeta</span>
      </Radio>
    </RadioGroup>
  );
}
