import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

const tablet = '(min-width: 768px)';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const content = style({ flex: '1 0 auto', outline: 'none' });

export const skip = style({
  position: 'absolute',
  left: '-9999px',
  top: vars.space.sm,
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.brand,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { left: vars.space.sm, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: '1120px',
  margin: '0 auto',
  minHeight: '64px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.gutter}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  minHeight: vars.size.target,
});
export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
});

export const desktopOnly = style({ display: 'none', '@media': { [tablet]: { display: 'block' } } });
export const mobileOnly = style({ '@media': { [tablet]: { display: 'none' } } });

export const navList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
});

export const actions = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const authLinks = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const iconButton = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const dot = style({
  position: 'absolute',
  top: '9px',
  right: '9px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  border: `2px solid ${vars.color.surface}`,
});

export const avatarButton = style([
  iconButton,
  { padding: 0, selectors: { '&[data-hovered]': { background: 'transparent' } } },
]);

export const popover = style({
  minWidth: '240px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({ outline: 'none', padding: vars.space.md, display: 'grid', gap: vars.space.sm });

export const panelHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const panelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const panelItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const panelLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
});
export const panelEmpty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const menu = style({ outline: 'none', padding: vars.space.xs, display: 'grid', maxHeight: 'inherit', overflow: 'auto' });
export const menuHeader = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const separator = style({ height: '1px', background: vars.color.border, margin: `${vars.space.xs} 0`, border: 'none' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'flex-end',
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
export const drawer = style({
  width: 'min(320px, 88vw)',
  height: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 160ms ease-out` } },
});
export const drawerDialog = style({ outline: 'none', padding: vars.space.lg, display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const drawerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
});

export const footer = style({ background: vars.color.text, color: vars.color.surface, marginTop: vars.space.xxxl });
export const footerInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.gutter}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [tablet]: { gridTemplateColumns: '1fr 2fr' } },
});
export const footerBrand = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const footerTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const mutedOnDark = style({ margin: 0, color: '#cbd5e1' });
export const social = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
});
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.surface,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.surface}`, outlineOffset: '2px' },
  },
});
// Beat the link's own colour (same specificity, later in the bundle) on the dark footer.
globalStyle(`${footer} ${footerLink}`, { color: vars.color.surface });
globalStyle(`${footerLink} span`, { color: 'inherit' });
export const copyright = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.gutter}`,
  textAlign: 'center',
  borderTop: '1px solid #334155',
  color: '#cbd5e1',
  fontSize: vars.fontSize.sm,
});

export const toastRegion = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  left: vars.space.lg,
  zIndex: 50,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
});
globalStyle(`${toastRegion} > div`, { pointerEvents: 'auto' });
const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '420px',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const toast = styleVariants({
  default: [toastBase, { borderLeftColor: vars.color.brand }],
  success: [toastBase, { borderLeftColor: vars.color.positive }],
  destructive: [toastBase, { borderLeftColor: vars.color.critical, background: vars.color.criticalSoft }],
});
export const toastText = style({ display: 'grid', gap: vars.space.xxs, flex: 1 });
export const toastClose = style([
  iconButton,
  { width: '32px', height: '32px', fontSize: vars.fontSize.xl, lineHeight: 1, flexShrink: 0 },
]);
