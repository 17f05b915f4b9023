import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflowX: 'auto',
  // A row of two tabs stays usable at 360 px; more scroll sideways.
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: '1 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
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
