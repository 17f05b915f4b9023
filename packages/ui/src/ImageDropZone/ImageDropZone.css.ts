import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '180px',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': { borderColor: vars.color.brand, borderStyle: 'solid', background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const invalid = style({ borderColor: vars.color.critical });

export const icon = style({
  width: '40px',
  height: '40px',
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
});

export const prompt = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const preview = style({
  width: '100%',
  maxWidth: '280px',
  maxHeight: '200px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const fileName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
