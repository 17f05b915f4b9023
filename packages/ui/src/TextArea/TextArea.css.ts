import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const textArea = style({ resize: 'vertical', minHeight: '96px' });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
