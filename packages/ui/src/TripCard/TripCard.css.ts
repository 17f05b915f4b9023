import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ height: '100%' });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.positive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const check = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.positive,
  color: vars.color.onBrand,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
});
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: vars.space.sm,
  marginTop: 'auto',
});
