import { style } from '@vanilla-extract/css';

// Inline like the glyph it replaces (the global reset makes every svg a block).
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
});
