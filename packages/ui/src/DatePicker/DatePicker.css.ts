import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xs,
  selectors: { [`${root}[data-invalid] &`]: { borderColor: vars.color.critical } },
});

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, alignItems: 'center' });

export const segment = style({
  paddingInline: '2px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const icon = style({ width: '20px', height: '20px', fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  // "marzo de 2026" → "Marzo de 2026" (capitalize would also give "De").
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });

export const headerCell = style({
  width: '40px',
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.brandSoft },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});
