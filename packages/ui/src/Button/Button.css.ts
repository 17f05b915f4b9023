import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandSoft },
          '&[data-pressed]': { background: vars.color.brandSoft, borderColor: vars.color.brandPressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceSunken },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      destructive: {
        background: vars.color.critical,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { background: '#991b1b' } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.control, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
