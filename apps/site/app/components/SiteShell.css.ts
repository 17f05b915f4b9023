import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const content = style({ flex: '1 0 auto', outline: 'none' });

/** Hidden until focused: the first Tab stop, jumping over the header to the page. */
export const skip = style({
  position: 'absolute',
  left: '-9999px',
  top: vars.space.sm,
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.brand,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { left: vars.space.sm, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
