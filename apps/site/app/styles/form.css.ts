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

/**
 * A group of fields with its legend as a titled panel (checkout's billing and card): the browser's
 * grooved border and legend-in-the-border give way to the site's card look. The legend floats so
 * it lays out as the group's first row (a floated legend is not drawn in the border).
 */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
