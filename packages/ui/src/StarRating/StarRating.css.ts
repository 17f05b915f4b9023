import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const stars = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.xxl,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
  },
});

// Unfilled stars keep a 3:1 outline colour (borderStrong) so the control stays visible.
export const glyph = recipe({
  base: { display: 'inline-flex', position: 'relative', lineHeight: 1, color: vars.color.borderStrong },
  variants: {
    filled: { true: { color: vars.color.accent }, false: {} },
    half: { true: {}, false: {} },
  },
});

/** A half star: a filled star over the empty one, its right half cut away. */
export const halfFill = style({
  position: 'absolute',
  inset: 0,
  color: vars.color.accent,
  clipPath: 'inset(0 50% 0 0)',
});

export const chosen = style({
  marginInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const readOnly = recipe({
  base: { display: 'inline-flex', gap: '1px' },
  variants: { size: { sm: { fontSize: vars.fontSize.md }, md: { fontSize: vars.fontSize.xl } } },
});
