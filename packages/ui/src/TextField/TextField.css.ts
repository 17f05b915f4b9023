import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withTrailing = style({ paddingInlineEnd: '52px' });

/** Trailing slot (e.g. the show-password button) sits inside the input's right edge. */
export const trailing = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
