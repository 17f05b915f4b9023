// Styles shared by the content pages (FAQ, legal, about, blog, help) and the account pages.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

/** Long-form text: comfortable measure and rhythm for legal pages and stories. */
export const prose = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '70ch',
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, marginTop: vars.space.lg });
globalStyle(`${prose} ul`, { paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });
globalStyle(`${prose} p, ${prose} ul`, { margin: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const header = style({ display: 'grid', gap: vars.space.sm });

/** Cards laid out in columns that collapse to one at 360 px. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: 0 });

/** Big figure (wallet balance). */
export const figure = style({
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '560px' });
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
/** A dialog's actions inside its form: the confirming one last, on the right (as @cg/ui's Dialog footer). */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
globalStyle(`${inlineForm} > :first-child`, { flex: '1 1 220px' });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const icon = style({ fontSize: vars.fontSize.xxl, lineHeight: 1, color: vars.color.brand });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
});
export const badgeMuted = style([badge, { background: vars.color.surfaceSunken, color: vars.color.textMuted }]);
export const badgeInfo = style([badge, { background: vars.color.infoSoft, color: vars.color.info }]);

export const amountPositive = style({ color: vars.color.positive, fontWeight: vars.fontWeight.medium });
export const amountNegative = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
