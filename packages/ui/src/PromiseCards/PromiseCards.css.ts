import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xxl, textAlign: 'center' });
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg });
export const description = style({ color: vars.color.textMuted });
