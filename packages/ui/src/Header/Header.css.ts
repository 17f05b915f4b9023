import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

// Container queries rather than media queries: the header adapts to the width it is given, which
// is also what a width-constraining story decorator controls.
const wide = '(min-width: 768px)';

export const root = style({
  containerType: 'inline-size',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'relative',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '1200px',
  marginInline: 'auto',
  minHeight: '64px',
  paddingInline: vars.space.gutter,
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

export const desktopOnly = style({ display: 'none', '@container': { [wide]: { display: 'flex' } } });
export const mobileOnly = style({ '@container': { [wide]: { display: 'none' } } });

export const nav = style({ flex: 1 });
export const navList = style({ display: 'flex', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });
export const navLink = style({ fontWeight: vars.fontWeight.medium, minHeight: '44px' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' });
export const authLinks = style({ alignItems: 'center', gap: vars.space.sm });

export const iconButton = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const avatarButton = style([iconButton, { marginInlineStart: vars.space.xs }]);

export const dropdownEmpty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const dropdownList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const messageBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
export const messageLink = style({
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const itemTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const itemTitleRead = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

/** A notification: unread ones are tinted and carry a dot; read ones fall back to the quiet grey. */
export const notificationItem = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
  },
  variants: {
    unread: {
      true: { background: vars.color.brandSoft },
      false: { background: vars.color.surfaceSunken },
    },
  },
});
export const notificationLink = style({ width: '100%', padding: vars.space.xs, borderRadius: vars.radius.sm });
export const notificationStatic = style({ display: 'block', padding: vars.space.xs, outline: 'none' });
export const notificationBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
export const notificationTitleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
/** The unread dot of an item (brand blue, ≥ 3:1 on the tint); the text says "No leída" to screen readers. */
export const unreadDot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});
export const markReadButton = style({ alignSelf: 'flex-end' });
export const itemText = style({ fontSize: vars.fontSize.sm, color: vars.color.text });
export const itemTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const userName = style({ fontWeight: vars.fontWeight.bold });
export const userEmail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.gutter,
  '@container': { [wide]: { display: 'none' } },
  selectors: { '&[hidden]': { display: 'none' } },
});
export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});
export const mobileLink = style({ width: '100%', minHeight: '44px', fontWeight: vars.fontWeight.medium });
export const mobileUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const mobileUserText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const mobileAuth = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

/** Placeholder of the logged-in controls while their chunk loads (same footprint). */
export const accountSlot = style({ display: 'inline-block', width: '136px', height: '40px' });
