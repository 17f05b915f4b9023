import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** "En garantía" and the receipt, one line each, wrapping at 360 px. */
export const lines = style({ display: 'grid', gap: vars.space.xs, margin: 0, overflowWrap: 'anywhere' });

export const line = style({ margin: 0 });

export const muted = style({ color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '100%' });

/** The native input stays focusable and read by screen readers; its label is the visible button. */
export const file = style([visuallyHidden]);

/** "Elegir foto o PDF": the file input's label, drawn as a secondary button, its focus ring the input's. */
export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { [`${file}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const chooser = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const chosen = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The top-up's state (decision 052): set apart from the receipt's lines. */
export const topUp = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const topUpState = style({ display: 'grid', gap: vars.space.xs });

export const declined = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
