import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const amount = style({ flex: 1, minWidth: 0 });

export const currency = style({ width: '112px', flexShrink: 0 });

export const input = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const invalid = style({ borderColor: vars.color.critical });
