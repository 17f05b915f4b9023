import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.lg },
      xl: { width: '96px', height: '96px', fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
