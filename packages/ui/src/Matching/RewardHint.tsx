import { Button } from '../Button/Button';
import * as s from './Matching.css';

export interface RewardHintProps {
  /** `deals`: the median of completed deals; `rule_of_thumb`: fewer than 5, the stated rule. */
  basis: 'deals' | 'rule_of_thumb';
  /** "30 %" */
  shareText: string;
  /** How many completed deals it rests on. */
  deals: number;
  /** "US$ 60" for the typed price; null while no price is typed. */
  rewardText: string | null;
  /** The category and country in words ("Juegos desde Estados Unidos"). */
  scopeText: string;
  /** Puts the suggested amount on the slider; absent: no button. */
  onUse?: () => void;
}

/**
 * The publish form's reward suggestion (decision 046): the median of completed deals of the same
 * category and country with how many it rests on, or — with fewer than 5 — the rule of thumb,
 * labelled as such.
 */
export function RewardHint({ basis, shareText, deals, rewardText, scopeText, onUse }: RewardHintProps) {
  const amount = rewardText ? `Sugerencia: ${rewardText}. ` : '';
  const why =
    basis === 'deals'
      ? `En ${String(deals)} entregas completadas de ${scopeText}, la recompensa mediana fue el ${shareText} del precio.`
      : `Regla general: alrededor del ${shareText} del precio. ${
          deals === 0
            ? `Todavía no hay entregas completadas de ${scopeText} para calcularla.`
            : `Todavía hay solo ${String(deals)} ${deals === 1 ? 'entrega completada' : 'entregas completadas'} de ${scopeText}, pocas para calcularla.`
        }`;
  return (
    <div className={s.note} role="note" aria-label="Sugerencia de recompensa">
      <span>
        {amount}
        {why}
      </span>
      {onUse && rewardText ? (
        <span>
          <Button variant="ghost" size="sm" onPress={onUse}>
            Usar {rewardText}
          </Button>
        </span>
      ) : null}
    </div>
  );
}
