import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({});

/** The input and its button look like one control. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xs,
  selectors: {
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

export const leadingFlag = style({ display: 'inline-flex', flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  outline: 'none',
  padding: 0,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
