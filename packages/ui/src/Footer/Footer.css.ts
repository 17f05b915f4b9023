import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxl} ${vars.space.gutter} ${vars.space.lg}`,
});
export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  maxWidth: '1200px',
  marginInline: 'auto',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
});
export const brandBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const brand = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const tagline = style({ color: vars.color.textMuted });
export const social = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const copyright = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
