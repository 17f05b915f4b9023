import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Every control within the dialog's width, down to 360 px (issue 35 item 1). */
export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '100%' });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
