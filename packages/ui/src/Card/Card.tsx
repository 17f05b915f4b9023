import type { HTMLAttributes, ReactNode } from 'react';
import { card } from './Card.css';

/** @internal */
export const cardVariants = ['outlined', 'elevated', 'sunken', 'brand'] as const;
/** @internal */
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
/** @internal */
export const cardGaps = ['none', 'sm', 'md', 'lg'] as const;
/** @internal */
export const cardElements = ['div', 'article', 'section', 'li', 'aside'] as const;

export type CardVariant = (typeof cardVariants)[number];
export type CardPadding = (typeof cardPaddings)[number];
export type CardGap = (typeof cardGaps)[number];
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Surface style: outlined (lists), elevated (featured), sunken (panels inside a page), brand (highlights).
   * @default 'outlined'
   */
  variant?: CardVariant;
  /**
   * Inner padding. Use `none` when the card starts with a full-bleed image.
   * @default 'md'
   */
  padding?: CardPadding;
  /**
   * Space between the card's children (it is a column).
   * @default 'md'
   */
  gap?: CardGap;
  /**
   * Element to render: `article` for a self-contained item (a request, a trip), `li` inside a list.
   * @default 'div'
   */
  as?: CardElement;
  children?: ReactNode;
}

/** A surface that groups related content. Layout inside is up to the caller (a column with a gap). */
export function Card({ variant, padding, gap, as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag {...props} className={[card({ variant, padding, gap }), className].filter(Boolean).join(' ')} />;
}
