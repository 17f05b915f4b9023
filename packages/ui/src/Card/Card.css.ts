import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      outlined: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      elevated: { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.md },
      sunken: { background: vars.color.surfaceSunken, border: '1px solid transparent' },
      brand: { background: vars.color.brandSoft, border: `1px solid ${vars.color.brandSoft}` },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    gap: {
      none: { gap: 0 },
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md', gap: 'md' },
});

export type CardRecipe = NonNullable<RecipeVariants<typeof card>>;
