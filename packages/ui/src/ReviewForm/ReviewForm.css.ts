import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '560px',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, alignItems: 'stretch' });
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
});
