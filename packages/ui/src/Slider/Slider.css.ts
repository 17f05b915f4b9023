import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track" "limits limits"',
  rowGap: vars.space.xs,
  columnGap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});

export const label = style({ gridArea: 'label', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const output = style({
  gridArea: 'output',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: '44px',
  // Keep the thumb's half width inside so it never overflows at min and max.
  marginInline: '14px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: '-14px',
      top: '50%',
      height: '6px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: '-14px',
  top: '50%',
  height: '6px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '[data-disabled] &': { background: vars.color.borderStrong } },
});

export const thumb = style({
  top: '50%',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { background: vars.color.brandSoft, cursor: 'grabbing' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

export const limits = style({
  gridArea: 'limits',
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
