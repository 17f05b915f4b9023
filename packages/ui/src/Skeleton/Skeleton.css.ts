import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const shape = recipe({
  base: {
    display: 'block',
    width: '100%',
    // Between the sunken surface and a border: visible on the page and inside a white card.
    backgroundColor: `color-mix(in srgb, ${vars.color.border} 50%, ${vars.color.surfaceSunken})`,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    // At rest (and where animations are off) the highlight sits just past the end, out of sight.
    backgroundPosition: '-100% 0',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    // Motion is decoration here: with reduced motion the shape stays still (WCAG 2.3.3).
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
  },
  variants: {
    shape: {
      line: { height: '1em', borderRadius: vars.radius.sm },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { shape: 'line' },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const media = style({ aspectRatio: '4 / 3', borderRadius: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

// The card's shapes take their sizes from classes, not a `style` attribute: the per-route
// documents paint this skeleton before any JavaScript (decision 024), and the API's
// Content-Security-Policy blocks style attributes in HTML (a script setting a style is allowed).
export const width = styleVariants({
  w25: { width: '25%' },
  w30: { width: '30%' },
  w35: { width: '35%' },
  w40: { width: '40%' },
  w85: { width: '85%' },
});
export const title = style({ height: '1.5em' });
export const action = style({ height: '2.5rem' });
