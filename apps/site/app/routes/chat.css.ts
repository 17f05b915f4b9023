import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const panel = style({ overflow: 'hidden' });
export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '16rem',
  maxHeight: 'min(60vh, 32rem)',
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
const bubble = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});
export const mine = style([bubble, { alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.onBrand }]);
export const theirs = style([bubble, { alignSelf: 'flex-start', background: vars.color.surface, border: `1px solid ${vars.color.border}` }]);
export const meta = style({ fontSize: vars.fontSize.xs, opacity: 0.9 });
export const text = style({ whiteSpace: 'pre-wrap' });
export const empty = style({ color: vars.color.textMuted, textAlign: 'center', margin: 'auto' });
export const composer = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const input = style({ flex: '1 1 12rem' });
