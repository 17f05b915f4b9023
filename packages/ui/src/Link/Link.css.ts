import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const link = recipe({
  base: {
    color: vars.color.brand,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
      '&[data-pressed]': { color: vars.color.brandPressed },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
      '&[data-current]': { fontWeight: vars.fontWeight.bold },
    },
  },
  variants: {
    variant: {
      /** Inside a sentence: underlined, inherits the text size. */
      inline: {},
      /** On its own line ("Ver todos los pedidos"): a 24 px tall target, underline on hover. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: vars.size.target,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      /** Navigation in bars (header, footer): text colour, no underline until hovered. */
      subtle: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.target,
        color: vars.color.text,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
          '&[data-current]': { color: vars.color.brand },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({ display: 'inline-block', marginInlineStart: '0.2em' });
