import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { DisputeStatements, type DisputeStatementItem } from '../OrderDispute/OrderDispute';
import * as s from '../OrderDispute/OrderDispute.css';

/** One open dispute as support reads it. */
export interface SupportDisputeItem {
  id: string;
  productName: string;
  /** The payment held, already formatted. */
  amount: string;
  buyerName: string;
  travellerName: string;
  /** When it was opened, already formatted. */
  openedAt: string;
  statements: readonly DisputeStatementItem[];
  /** What support does next: the site links to the case ("Ver el caso y resolver"), where it resolves. */
  actions: ReactNode;
}

export interface SupportDisputesProps {
  items: readonly SupportDisputeItem[];
  className?: string;
}

function DisputeItem({ item }: { item: SupportDisputeItem }) {
  const id = useId();
  return (
    <Card as="li" padding="md" gap="sm" aria-labelledby={id}>
      <h2 id={id} className={s.title}>
        {item.productName}
      </h2>
      <p className={s.description}>
        {`Quien compró: ${item.buyerName} · Viajero: ${item.travellerName} · En garantía: ${item.amount} · Abierta el ${item.openedAt}`}
      </p>
      <DisputeStatements statements={item.statements} />
      <div className={s.actions}>{item.actions}</div>
    </Card>
  );
}

/**
 * Support's list of open disputes (decision 026): each order with both parties, the money held,
 * both statements with their photos, and the way to its case (`SupportCase`), where support
 * resolves it. Empty: a calm message.
 */
export function SupportDisputes({ items, className }: SupportDisputesProps) {
  if (items.length === 0)
    return (
      <EmptyState
        title="No hay disputas abiertas"
        description="Cuando alguien abra una disputa sobre un pedido pagado, aparecerá aquí."
        {...(className ? { className } : {})}
      />
    );
  return (
    <ul className={[s.statements, className].filter(Boolean).join(' ')} aria-label="Disputas abiertas">
      {items.map((item) => (
        <DisputeItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
