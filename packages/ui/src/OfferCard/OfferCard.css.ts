import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.positive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const check = style({ display: 'inline-flex' });

export const standing = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      open: { background: vars.color.infoSoft, color: vars.color.info },
      countered: { background: vars.color.cautionSoft, color: vars.color.caution },
      accepted: { background: vars.color.positiveSoft, color: vars.color.positive },
      declined: { background: vars.color.criticalSoft, color: vars.color.critical },
      withdrawn: { background: vars.color.surfaceSunken, color: vars.color.text },
      closed: { background: vars.color.surfaceSunken, color: vars.color.text },
      expired: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const reward = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const was = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
});

export const message = style({ margin: 0, fontStyle: 'italic', overflowWrap: 'anywhere' });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

export const counter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
