import type { HTMLAttributes } from 'react';
import { flag } from './Flag.css';

export const flagSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type FlagSize = (typeof flagSizes)[number];

/** The flag shown for a country the product has no flag for (spec: "any other country shows a white flag"). */
export const FALLBACK_FLAG = '🏳️';

export interface FlagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The country's name in Spanish; it becomes the accessible name ("Bandera de Japón"). */
  country: string;
  /**
   * The flag emoji. Missing or empty shows the white flag.
   * @default '🏳️'
   */
  emoji?: string;
  /**
   * Size relative to the type scale.
   * @default 'md'
   */
  size?: FlagSize;
  /**
   * Hide it from assistive technology when the country's name is already written next to it,
   * so screen readers don't hear the country twice.
   * @default false
   */
  decorative?: boolean;
}

/** A country flag as an emoji with an accessible name. */
export function Flag({ country, emoji, size, decorative = false, className, ...props }: FlagProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': `Bandera de ${country}` };
  return (
    <span {...props} {...a11y} className={[flag({ size }), className].filter(Boolean).join(' ')}>
      {emoji || FALLBACK_FLAG}
    </span>
  );
}
