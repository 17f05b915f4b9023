import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  containerType: 'inline-size',
  width: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const note = style({ color: vars.color.textMuted });
export const select = style({ maxWidth: '360px' });
export const slots = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@container': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const state = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    textAlign: 'center',
    borderRadius: vars.radius.md,
  },
  variants: {
    verified: {
      true: { background: vars.color.positiveSoft },
      false: { background: vars.color.infoSoft },
    },
  },
});
export const stateIcon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    verified: {
      true: { background: vars.color.positive, color: vars.color.onBrand },
      false: { background: vars.color.surface, color: vars.color.info },
    },
  },
});
