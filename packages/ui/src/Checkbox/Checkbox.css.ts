import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const box = style({
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.95)' },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceSunken },
    [`${checkbox}[data-disabled][data-selected] &`]: {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const icon = style({ width: '16px', height: '16px', fill: 'none', stroke: 'currentColor', strokeWidth: 3 });

export const text = style({ display: 'flex', flexDirection: 'column', paddingBlockStart: '1px' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
