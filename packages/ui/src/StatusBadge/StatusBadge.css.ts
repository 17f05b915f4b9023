import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.target,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.info },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      unknown: { background: vars.color.surface, color: vars.color.textMuted, borderStyle: 'dashed' },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: 'currentColor',
  flexShrink: 0,
});
