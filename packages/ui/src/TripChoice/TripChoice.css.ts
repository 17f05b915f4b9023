import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ fontWeight: vars.fontWeight.medium });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
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
  marginTop: '0.1875rem',
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
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const route = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});
export const dates = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const deadline = style({ fontSize: vars.fontSize.sm });
/** Issue 37: the customs franchise of the trip's month. */
export const customs = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const none = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
});
