import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** The avatar beside the actions; on a narrow card the actions go under it. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const picture = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** Over the avatar while a picture is sent or removed: the avatar dimmed, a spinner on it. */
export const busyOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.7)',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // 16rem: both buttons side by side with room for the hint; where the avatar leaves less (a
  // phone), the column goes under the avatar rather than stacking the buttons beside it.
  flex: '1 1 16rem',
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
