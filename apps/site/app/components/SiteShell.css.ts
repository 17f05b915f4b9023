import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const skip = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: vars.space.lg, top: vars.space.lg, zIndex: 10, background: vars.color.surface, padding: vars.space.sm } },
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.gutter}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontSize: vars.fontSize.lg, textDecoration: 'none' });
export const nav = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
export const navLink = style({ color: vars.color.text, minHeight: '24px', display: 'inline-flex', alignItems: 'center' });
export const footer = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted, borderTop: `1px solid ${vars.color.border}` });
export const toastRegion = style({ position: 'fixed', right: vars.space.lg, bottom: vars.space.lg, zIndex: 50, maxWidth: 'min(420px, calc(100vw - 32px))' });
export const toast = style({ background: vars.color.surface, border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md, padding: vars.space.md, boxShadow: vars.shadow.lg });
