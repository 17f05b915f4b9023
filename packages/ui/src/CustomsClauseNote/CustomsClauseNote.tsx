import * as s from '../TripChoice/TripChoice.css';

export interface CustomsClauseNoteProps {
  /** The agreed clause in words, already written by the domain (`customsClauseText`). */
  text: string;
  /** Who pays it: the buyer's is money in escrow, the traveller's comes out of the reward. */
  payer: 'buyer' | 'traveller';
}

/**
 * The clause agreed on an order that crosses the traveller's customs franchise (issue 37,
 * decision 047), as both parties see it on the order, in the chat header and on the receipt.
 */
export function CustomsClauseNote({ text, payer }: CustomsClauseNoteProps) {
  return (
    <div className={s.none} role="note" aria-label="Impuesto por exceso de franquicia" data-payer={payer}>
      <strong>
        Impuesto por exceso de franquicia: {payer === 'buyer' ? 'lo paga quien compra' : 'lo paga quien viaja'}
      </strong>
      <span>{text}</span>
    </div>
  );
}
