import type { ImgHTMLAttributes } from 'react';
import { flag } from './Flag.css';
import { flagImage } from './Flag.images';

/** @internal */
export const flagSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type FlagSize = (typeof flagSizes)[number];

export interface FlagProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'children'> {
  /** The country's name in Spanish; it becomes the accessible name ("Bandera de Japón"). */
  country: string;
  /**
   * The flag's ISO 3166-1 alpha-2 code (`FlagCode` from @cg/domain: 'AR', 'JP'…). Missing or
   * unknown shows the white flag (spec: "any other country shows a white flag").
   */
  code?: string;
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

/**
 * A country flag as a small SVG image with a Spanish accessible name. Not an emoji: Windows
 * draws flag emoji as two letters ("AR"), and a test machine without a colour-emoji font draws
 * nothing (decision 010).
 */
export function Flag({ country, code, size, decorative = false, className, ...props }: FlagProps) {
  return (
    <img
      {...props}
      src={flagImage(code)}
      alt={decorative ? '' : `Bandera de ${country}`}
      {...(decorative ? { 'aria-hidden': true } : {})}
      draggable={false}
      className={[flag({ size }), className].filter(Boolean).join(' ')}
    />
  );
}
