import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    border: `3px solid ${vars.color.border}`,
    borderTopColor: vars.color.brand,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '24px', height: '24px' },
      lg: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
