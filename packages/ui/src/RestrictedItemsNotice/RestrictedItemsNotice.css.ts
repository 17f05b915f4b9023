import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    kind: {
      restricted: { background: vars.color.cautionSoft, border: `1px solid ${vars.color.caution}` },
      forbidden: { background: vars.color.criticalSoft, border: `1px solid ${vars.color.critical}` },
    },
    size: {
      full: { padding: vars.space.lg },
      compact: {
        flexDirection: 'row',
        alignItems: 'baseline',
        gap: vars.space.xs,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
    },
  },
});

export const title = style({ display: 'flex', gap: vars.space.sm, margin: 0, fontWeight: vars.fontWeight.bold });
export const icon = style({ flexShrink: 0 });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.fontSize.sm,
});
