import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.brandSoft,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  flexGrow: 1,
});
export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.lg });
export const quote = style({ margin: 0, color: vars.color.text, fontStyle: 'italic', flexGrow: 1 });
export const people = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const figures = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, margin: 0 });
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});
export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.positive,
});
