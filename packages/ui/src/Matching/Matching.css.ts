import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const rowTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const reward = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const invited = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
