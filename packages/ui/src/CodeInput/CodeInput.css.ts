import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '100%' });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const input = style({
  width: '11ch',
  maxWidth: '100%',
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.35em',
  fontVariantNumeric: 'tabular-nums slashed-zero',
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceSunken },
    '[data-complete] &:not([data-invalid])': { borderColor: vars.color.positive },
  },
});

export const description = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '[data-complete] &': { color: vars.color.positive } },
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
