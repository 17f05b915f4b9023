import type { ReactNode, SVGProps } from 'react';
import { icon } from './Icon.css';

// The project's own icons: 24×24, 2 px rounded strokes in currentColor, like the other inline
// icons of the library. They replace the emoji and symbol characters the interface used to
// draw with fonts (✓ ⏳ ⚠ ★ ← …): those came from whatever font a machine had, or none
// (decision 010).
const paths = {
  check: <path d="M20 6 9 17l-5-5" />,
  hourglass: <path d="M5 2h14M5 22h14M7 2v4.5l5 5.5 5-5.5V2M7 22v-4.5l5-5.5 5 5.5V22" />,
  warning: (
    <>
      <path d="M10.3 3.9 1.9 18a2 2 0 0 0 1.7 3h16.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  arrowLeft: <path d="M19 12H5M12 19l-7-7 7-7" />,
  arrowRight: <path d="M5 12h14M12 5l7 7-7 7" />,
  external: <path d="M7 17 17 7M8 7h9v9" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  star: (
    <path fill="currentColor" stroke="none" d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z" />
  ),
  mapPin: (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  inbox: (
    <>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5h13l3.5 7v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z" />
    </>
  ),
  bag: (
    <>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
      <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
    </>
  ),
  plane: (
    <path d="M12 2c.8 0 1.5.7 1.5 1.5V9l8 5v2l-8-2.5V19l2.5 2v1L12 21l-4 1v-1l2.5-2v-5.5l-8 2.5v-2l8-5V3.5C10.5 2.7 11.2 2 12 2z" />
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  idCard: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="11" r="2" />
      <path d="M5 16a3 3 0 0 1 6 0M14 10h5M14 14h4" />
    </>
  ),
  banknote: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 10v4M18 10v4" />
    </>
  ),
  luggage: (
    <>
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 11v5M15 11v5M8 20v2M16 20v2" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
      <path d="M12 8c-1-3-3-4.5-4.5-4S6 6.5 7.5 7.5 12 8 12 8zM12 8c1-3 3-4.5 4.5-4s1.5 2.5 0 3.5S12 8 12 8z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;
/** @internal */
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Which icon. */
  name: IconName;
  /**
   * Read out as this text (an image with a name). Without it the icon is decorative and hidden
   * from assistive technology: the words next to it carry the meaning.
   */
  label?: string;
}

/**
 * One of the project's icons, inline SVG at 1em (it follows the surrounding font size and
 * colour, as the character it replaces did).
 */
export function Icon({ name, label, className, ...props }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      {...a11y}
      className={[icon, className].filter(Boolean).join(' ')}
    >
      {paths[name]}
    </svg>
  );
}
