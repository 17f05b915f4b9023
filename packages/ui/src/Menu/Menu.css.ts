import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const popover = style({
  minWidth: '220px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xs, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const destructive = style({ color: vars.color.critical });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const headerTitle = style({ fontWeight: vars.fontWeight.bold });
export const headerSubtitle = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const separator = style({ height: '1px', marginBlock: vars.space.xs, background: vars.color.border, border: 0 });
