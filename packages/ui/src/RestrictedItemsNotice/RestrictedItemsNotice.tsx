import type { HTMLAttributes } from 'react';
import * as s from './RestrictedItemsNotice.css';
import { Icon } from '../Icon/Icon';

/** One screened item, as the domain's `restrictionsOf` / `ForbiddenItemError.items` describe it. */
export interface RestrictedItem {
  code: string;
  /** "Baterías de litio sueltas". */
  label: string;
  /** Why it is restricted or refused (the rule's note / reason). */
  note: string;
}

/**
 * `restricted`: the request is published with a warning for travellers.
 * `forbidden`: publishing was refused; says which item and why.
 * @internal
 */
export const restrictedItemsKinds = ['restricted', 'forbidden'] as const;
export type RestrictedItemsKind = (typeof restrictedItemsKinds)[number];

/** @internal */
export const restrictedItemsSizes = ['full', 'compact'] as const;
export type RestrictedItemsSize = (typeof restrictedItemsSizes)[number];

export interface RestrictedItemsNoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly RestrictedItem[];
  /** @default 'restricted' */
  kind?: RestrictedItemsKind;
  /**
   * `compact` is one line for request cards (labels only); `full` lists each note.
   * @default 'full'
   */
  size?: RestrictedItemsSize;
  /** Overrides the title. */
  title?: string;
}

const TITLES: Record<RestrictedItemsKind, string> = {
  restricted: 'Atención viajero: este pedido tiene restricciones',
  forbidden: 'Producto no permitido',
};

/**
 * What customs and airlines restrict (a visible warning on the request) or forbid (the reason
 * publishing was refused). Renders nothing without items.
 */
export function RestrictedItemsNotice({
  items,
  kind = 'restricted',
  size = 'full',
  title,
  className,
  ...props
}: RestrictedItemsNoticeProps) {
  if (items.length === 0) return null;
  const heading = title ?? TITLES[kind];
  const cls = [s.root({ kind, size }), className].filter(Boolean).join(' ');
  if (size === 'compact') {
    return (
      <p {...props} className={cls} data-kind={kind}>
        <span aria-hidden="true" className={s.icon}>
          <Icon name="warning" />
        </span>
        <span>
          <strong>{kind === 'forbidden' ? 'No permitido' : 'Restricciones'}:</strong>{' '}
          {items.map((i) => i.label).join(', ')}
        </span>
      </p>
    );
  }
  return (
    <section
      {...props}
      aria-label={heading}
      role={kind === 'forbidden' ? 'alert' : undefined}
      className={cls}
      data-kind={kind}
    >
      <p className={s.title}>
        <span aria-hidden="true" className={s.icon}>
          <Icon name="warning" />
        </span>
        {heading}
      </p>
      <ul className={s.list}>
        {items.map((i) => (
          <li key={i.code}>
            <strong>{i.label}:</strong> {i.note}
          </li>
        ))}
      </ul>
    </section>
  );
}
