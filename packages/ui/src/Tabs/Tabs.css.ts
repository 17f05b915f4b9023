import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

// A segmented row: the tabs share the width equally and a long label wraps onto a second line
// ("Viajeros / Disponibles" at 360 px) rather than being cut. Only when even the longest words
// do not fit (many tabs) does the row scroll sideways, snapping to whole tabs; the focused tab
// is scrolled into view by react-aria, and its inset ring is never clipped by the scroller.
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.xs,
  scrollbarWidth: 'thin',
});

export const tab = style({
  // Equal shares; never narrower than the label's longest word (flex items' automatic minimum).
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  scrollSnapAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
