import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const page = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.gutter} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const narrow = style([page, { maxWidth: '720px' }]);

export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const fallback = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
