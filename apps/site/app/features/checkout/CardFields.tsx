import type { InstallmentOption } from '@cg/providers';
import { CardExpiryField, OTHER_CARD, SavedCardChooser, Select, TextField, type SavedCardItem } from '@cg/ui';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import { installmentLabel } from './installments';
import { invalid } from './invalid';

/**
 * The card that pays: one of the buyer's saved cards with its security code (decision 027), or a
 * card typed now; and the instalments, when the provider offers more than one for the total.
 */
export function CardFields({
  savedCards,
  cardChoice,
  onCardChoice,
  offer,
  errors,
  paying,
}: {
  savedCards: readonly SavedCardItem[];
  cardChoice: string;
  onCardChoice: (id: string) => void;
  offer: readonly InstallmentOption[];
  errors: Readonly<Record<string, string>>;
  paying: boolean;
}) {
  const otherCard = cardChoice === OTHER_CARD;
  return (
    <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
      <legend className={form.legend}>Tarjeta</legend>
      {savedCards.length > 0 ? (
        <SavedCardChooser cards={savedCards} value={cardChoice} onChange={onCardChoice} isDisabled={paying} />
      ) : null}
      {otherCard ? (
        <>
          <p className={form.hint}>
            Pagos simulados: usa la tarjeta de prueba 4509 9535 6623 3704, cualquier vencimiento futuro y cualquier
            código.
          </p>
          <TextField
            label="Número de tarjeta"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            isRequired
            {...invalid(errors, 'cardNumber')}
          />
          <div className={form.row}>
            <CardExpiryField name="cardExpiry" isRequired {...invalid(errors, 'cardExpiry')} />
            <TextField
              label="Código de seguridad"
              name="cardCvv"
              inputMode="numeric"
              autoComplete="cc-csc"
              isRequired
              {...invalid(errors, 'cardCvv')}
            />
          </div>
          <TextField
            label="Nombre en la tarjeta"
            name="cardholderName"
            autoComplete="cc-name"
            isRequired
            {...invalid(errors, 'cardholderName')}
          />
        </>
      ) : (
        // Only the security code: the provider keeps the rest of the card.
        <TextField
          key={cardChoice}
          label="Código de seguridad"
          name="savedCardCvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
          {...invalid(errors, 'savedCardCvv')}
        />
      )}
      {/* Only what the provider offers for this total; without an offer, one instalment. */}
      {offer.length > 1 ? (
        <Select
          label="Cuotas"
          name="installments"
          defaultValue={String(offer[0]?.installments ?? 1)}
          options={offer.map((o) => ({ id: String(o.installments), label: installmentLabel(o) }))}
          {...invalid(errors, 'installments')}
        />
      ) : null}
    </fieldset>
  );
}
