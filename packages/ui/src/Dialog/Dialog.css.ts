import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'auto',
    background: vars.color.surface,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '520px' }, lg: { maxWidth: '720px' } },
  },
  defaultVariants: { size: 'md' },
});

// The sheet: on a phone it rises from the bottom edge, full width, so the thumb reaches its
// actions; from the tablet breakpoint it is an ordinary centred dialog.
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const sheetOverlay = style({
  '@media': { [phone]: { alignItems: 'flex-end', padding: 0, paddingBlockStart: vars.space.xl } },
});

export const sheetModal = style({
  '@media': {
    [phone]: {
      maxWidth: 'none',
      maxHeight: 'calc(100dvh - 24px)',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  marginBlockStart: '-6px',
  marginInlineEnd: '-6px',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
