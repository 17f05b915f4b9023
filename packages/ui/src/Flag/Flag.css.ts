import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

// 3:2 like the drawings; the height follows the type scale the emoji used to have, so a flag
// next to text sits as the emoji did.
export const flag = recipe({
  base: {
    display: 'inline-block',
    aspectRatio: '3 / 2',
    width: 'auto',
    verticalAlign: '-0.125em',
    flexShrink: 0,
    borderRadius: '2px',
    // A thin frame: white parts of a flag (Japan, the white flag) stay visible on a white card.
    boxShadow: `0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: vars.fontSize.sm },
      md: { height: vars.fontSize.lg },
      lg: { height: vars.fontSize.xxl },
      xl: { height: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
