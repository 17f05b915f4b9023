import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const form = style({ display: 'grid', gap: vars.space.lg });
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  border: `1px solid ${vars.color.critical}`,
});
