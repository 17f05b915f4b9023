import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './PromiseCards.css';

export interface PromiseCardItem {
  title: string;
  description: string;
  /** Decorative icon. */
  icon?: ReactNode;
}

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
);

/**
 * The three promises of the home page (spec §1 and §2, Home 5). "Precios Justos" does not repeat
 * the specification's fixed "hasta un 50%", which had nothing behind it: the saving is computed per
 * product and shown before publishing (issue 9, decision 007), and it may be none.
 */
export const promiseCardsDefaultItems: readonly PromiseCardItem[] = [
  {
    title: 'Pago Seguro',
    description: 'Tu dinero queda en garantía y solo se libera cuando recibes tu producto.',
    icon: icon(
      <>
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>,
    ),
  },
  {
    title: 'Perfiles Verificados',
    description: 'Los viajeros verifican su identidad antes de poder aceptar pedidos.',
    icon: icon(
      <>
        <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </>,
    ),
  },
  {
    title: 'Precios Justos',
    description:
      'Antes de publicar ves cuánto pagarías con un viajero y cuánto con un courier, con las tasas vigentes.',
    icon: icon(
      <>
        <path d="M3 12V4h8l10 10-8 8z" />
        <circle cx="7.5" cy="8.5" r="1.5" />
      </>,
    ),
  },
];

export interface PromiseCardsProps extends HTMLAttributes<HTMLElement> {
  /** Section heading. @default 'Nuestra Promesa' */
  title?: string;
  /** The promises. @default promiseCardsDefaultItems */
  items?: readonly PromiseCardItem[];
  /** Heading level of the title; cards use the next level. @default 2 */
  headingLevel?: 2 | 3;
}

/** "Nuestra Promesa": Pago Seguro, Perfiles Verificados, Precios Justos. */
export function PromiseCards({
  title = 'Nuestra Promesa',
  items = promiseCardsDefaultItems,
  headingLevel = 2,
  className,
  ...props
}: PromiseCardsProps) {
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section {...props} aria-label={title} className={[s.root, className].filter(Boolean).join(' ')}>
      <Heading className={s.title}>{title}</Heading>
      <ul className={s.list}>
        {items.map((item) => (
          <li key={item.title} className={s.card}>
            {item.icon && <span className={s.icon}>{item.icon}</span>}
            <ItemHeading className={s.cardTitle}>{item.title}</ItemHeading>
            <p className={s.description}>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
