import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '640px',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const actionTitle = style({ fontSize: vars.fontSize.md });
export const live = style({ display: 'contents' });
export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      success: { background: vars.color.positiveSoft, border: `1px solid ${vars.color.positive}` },
      critical: { background: vars.color.criticalSoft, border: `1px solid ${vars.color.critical}` },
    },
  },
});
export const messageTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const messageText = style({ margin: 0, fontSize: vars.fontSize.sm });
