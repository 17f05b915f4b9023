import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The column every form field uses: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'default',
});

export const required = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/** The look of a text-like control (input, textarea, select button, combobox group). */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 2px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 2px ${vars.color.critical}`,
    },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
    '&[readonly]': { background: vars.color.surfaceSunken },
  },
});

/** Popover panel under a select or combobox. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: '300px',
  overflow: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand });

export const emptyState = style({ padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
