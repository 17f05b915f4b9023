import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
