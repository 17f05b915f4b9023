import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const badge = styleVariants({
  available: [badgeBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  used: [badgeBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  expired: [badgeBase, { background: vars.color.criticalSoft, color: vars.color.critical }],
  demo: [badgeBase, { background: vars.color.cautionSoft, color: vars.color.caution }],
});

export const text = style({ margin: 0 });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
