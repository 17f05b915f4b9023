import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({ width: '22px', height: '22px', fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

/** The red unread dot; a white ring keeps it visible on any background. */
export const dot = style({
  position: 'absolute',
  top: '9px',
  right: '9px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const popover = style({
  width: '340px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'normal',
});
