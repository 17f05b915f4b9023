import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-pressed]': { background: vars.color.surfaceSunken } },
});

export const value = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
