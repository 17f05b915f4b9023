import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const form = style({ display: 'grid', gap: vars.space.lg });
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const input = style({
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
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
