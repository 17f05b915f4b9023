import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const tier = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const month = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const monthTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const exceeded = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSoft,
  color: vars.color.caution,
  fontSize: vars.fontSize.sm,
});
