import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      offline: { background: vars.color.criticalSoft, borderBottom: `1px solid ${vars.color.critical}` },
      reconnecting: { background: vars.color.cautionSoft, borderBottom: `1px solid ${vars.color.caution}` },
      updated: { background: vars.color.positiveSoft, borderBottom: `1px solid ${vars.color.positive}` },
    },
  },
});

export const icon = style({ flexShrink: 0, fontSize: vars.fontSize.md });
export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: '1 1 16rem', margin: 0 });
export const title = style({ fontWeight: vars.fontWeight.bold });
