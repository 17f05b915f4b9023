import { useState } from 'react';
import { AlertDialog } from '../Dialog/Dialog';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badge, dot } from '../StatusBadge/StatusBadge.css';
import * as s from './SavedCards.css';

/** A card the person saved with the payment provider, as shown (never its number). */
export interface SavedCardItem {
  readonly id: string;
  /** "Visa", "Mastercard"… */
  readonly brandName: string;
  readonly lastFour: string;
  /** Already formatted ("12/30"). */
  readonly expiryText: string;
  readonly holderName: string;
  readonly isDefault: boolean;
  /** Past its expiry month: shown as such. */
  readonly expired?: boolean;
}

export interface SavedCardListProps {
  items: readonly SavedCardItem[];
  /** Makes a card the default one. */
  onSetDefault: (id: string) => void;
  /** Called once the person confirmed the removal. */
  onRemove: (id: string) => void;
  /** The card being made default, while the server answers. */
  defaultingId?: string | null;
  /** The card being removed, while the server answers. */
  removingId?: string | null;
  /**
   * Heading level of the empty state's title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** "Visa •••• 3704". */
export function savedCardLabel(card: Pick<SavedCardItem, 'brandName' | 'lastFour'>): string {
  return `${card.brandName} •••• ${card.lastFour}`;
}

/**
 * The person's saved cards: brand, last four, expiry, holder, the default marked; each can be made
 * the default or removed (after a confirmation).
 */
export function SavedCardList({
  items,
  onSetDefault,
  onRemove,
  defaultingId = null,
  removingId = null,
  headingLevel = 2,
}: SavedCardListProps) {
  const [confirming, setConfirming] = useState<SavedCardItem | null>(null);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="lock" />}
        headingLevel={headingLevel}
        title="No tienes tarjetas guardadas"
        description="Guarda una tarjeta para pagar más rápido: el proveedor de pagos la guarda y su número nunca llega a Conexión Global."
      />
    );
  }
  const busy = defaultingId !== null || removingId !== null;
  return (
    <>
      <ul className={s.list} aria-label="Tarjetas guardadas" aria-busy={busy || undefined}>
        {items.map((card) => {
          const label = savedCardLabel(card);
          return (
            <li key={card.id} className={s.item} aria-label={label}>
              <div className={s.itemMain}>
                <span className={s.cardName}>
                  <Icon name="lock" />
                  {label}
                  {card.isDefault && (
                    <span className={badge({ tone: 'positive' })}>
                      <span aria-hidden="true" className={dot} />
                      Predeterminada
                    </span>
                  )}
                  {card.expired && (
                    <span className={badge({ tone: 'critical' })}>
                      <span aria-hidden="true" className={dot} />
                      Vencida
                    </span>
                  )}
                </span>
                <p className={s.muted}>
                  Vence {card.expiryText} · {card.holderName || 'Sin nombre'}
                </p>
              </div>
              <div className={s.actions}>
                {!card.isDefault && (
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    isPending={defaultingId === card.id}
                    pendingLabel="Guardando…"
                    onPress={() => onSetDefault(card.id)}
                  >
                    Usar como predeterminada<VisuallyHidden> {label}</VisuallyHidden>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={busy}
                  isPending={removingId === card.id}
                  pendingLabel="Eliminando…"
                  onPress={() => setConfirming(card)}
                >
                  Eliminar<VisuallyHidden> {label}</VisuallyHidden>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <AlertDialog
        title={confirming ? `¿Eliminar ${savedCardLabel(confirming)}?` : 'Eliminar tarjeta'}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        confirmLabel="Eliminar"
        variant="destructive"
        onConfirm={() => {
          if (confirming) onRemove(confirming.id);
        }}
      >
        La quitamos de tus métodos de pago y el proveedor de pagos la olvida. Puedes volver a agregarla cuando quieras.
      </AlertDialog>
    </>
  );
}
