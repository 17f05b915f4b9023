import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});
export const title = style({ fontSize: vars.fontSize.xxl, textAlign: 'center' });
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`(min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`(min-width: ${breakpoints.desktop - 64}px)`]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
// Phones: number beside the text, to keep the four steps short; wider: a centred card.
export const step = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  padding: vars.space.lg,
  '@container': {
    [`(min-width: ${breakpoints.tablet}px)`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: vars.space.xl,
      textAlign: 'center',
    },
  },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const number = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const stepTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
