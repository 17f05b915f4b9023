import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const flag = recipe({
  base: {
    display: 'inline-block',
    fontFamily: `"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", ${vars.font.body}`,
    lineHeight: 1,
    verticalAlign: '-0.125em',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xxl },
      xl: { fontSize: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
