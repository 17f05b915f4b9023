import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** Fixed at the bottom: centred on phones, bottom-right from tablets up. */
export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': {
    'screen and (min-width: 768px)': { insetInlineStart: 'auto', insetInlineEnd: vars.space.xl, bottom: vars.space.xl },
  },
});

export const live = style({ display: 'contents' });

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: '100%',
    maxWidth: '420px',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: '1px solid',
    borderInlineStartWidth: '6px',
    boxShadow: vars.shadow.lg,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    variant: {
      default: { borderColor: vars.color.borderStrong },
      success: { borderColor: vars.color.positive },
      info: { borderColor: vars.color.info },
      destructive: { borderColor: vars.color.critical, background: vars.color.criticalSoft },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm });

export const action = style({ alignSelf: 'flex-start', marginBlockStart: vars.space.xs });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  marginBlockStart: '-6px',
  marginInlineEnd: '-6px',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
