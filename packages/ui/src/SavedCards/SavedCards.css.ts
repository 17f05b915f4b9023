import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const cardName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
});
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.critical}`,
});
export const chooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
  },
});
export const radioMark = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${option}[data-selected] &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
      background: vars.color.brand,
    },
  },
});
