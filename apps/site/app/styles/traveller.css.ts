// Styles shared by the account and traveller routes (login, registro, viajero, viajeros,
// verificación, chat, confirmar entrega, perfil).
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const authCard = style({
  width: '100%',
  maxWidth: '480px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
});

export const form = style({ display: 'grid', gap: vars.space.lg });
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});
export const phoneRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 13.5rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: '1fr' } },
});
export const muted = style({ color: vars.color.textMuted });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const center = style({ textAlign: 'center' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  '@media': { 'screen and (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const banner = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const bannerPositive = style([
  banner,
  { background: vars.color.positiveSoft, borderColor: vars.color.positive },
]);
export const bannerInfo = style([banner, { background: vars.color.infoSoft, borderColor: vars.color.info }]);
export const bannerCaution = style([banner, { background: vars.color.cautionSoft, borderColor: vars.color.caution }]);
export const bannerCritical = style([
  banner,
  { background: vars.color.criticalSoft, borderColor: vars.color.critical },
]);
export const bannerIcon = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });
export const bannerBody = style({ display: 'grid', gap: vars.space.xs });
/** An e-mail address inside a banner: breaks anywhere rather than overflowing at 360 px. */
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
globalStyle(`${list} > li`, { display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
// The icon keeps its size beside a long text (a flex item shrinks by default: 8 px icons at 1280 px).
globalStyle(`${list} > li > :first-child`, { flexShrink: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const progress = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${dl} dt`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const verifiedMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.positive,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  verticalAlign: 'middle',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  textAlign: 'center',
});
globalStyle(`${stats} > div`, {
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
globalStyle(`${stats} dt`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
globalStyle(`${stats} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
