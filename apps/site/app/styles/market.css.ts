// Layout of the buyer-side pages (home sections, lists, request detail, checkout, dashboard).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

const tablet = '(min-width: 768px)';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  selectors: { '&[hidden]': { display: 'none' } },
});
export const sectionTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const muted = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  background: vars.color.brandSoft,
  textAlign: 'center',
  justifyItems: 'center',
});
export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [tablet]: { fontSize: vars.fontSize.hero } },
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const exampleTag = style({
  justifySelf: 'start',
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.cautionSoft,
  color: vars.color.caution,
  border: `1px solid ${vars.color.caution}`,
});
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSoft,
  color: vars.color.caution,
  border: `1px solid ${vars.color.caution}`,
  // The static demo's first paint draws it hidden until its script knows (StaticFirstPaint.tsx).
  selectors: { '&[hidden]': { display: 'none' } },
});

export const closing = style([hero, { background: vars.color.surfaceSunken }]);

export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});
export const detailImage = style({
  width: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  objectFit: 'cover',
  aspectRatio: '4 / 3',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const warning = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSoft,
  color: vars.color.caution,
  border: `1px solid ${vars.color.caution}`,
});

export const code = style({
  fontVariantNumeric: 'tabular-nums slashed-zero',
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.2em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const counts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  margin: 0,
});
export const count = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const rowItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const progress = style({ width: '100%', height: '8px', accentColor: vars.color.brand });
export const linkText = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

/** Lets the page's single grid column shrink to the viewport (360 px) instead of its widest child. */
export const fit = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** On phones the amounts come before the form, so the total is read before the card is typed. */
export const summaryFirst = style({ order: -1, '@media': { '(min-width: 768px)': { order: 0 } } });
export const homeSectionTitle = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

/** The list's page links, centred under the grid: "Ver los más recientes" and "Ver más pedidos". */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.lg,
});

/** Where the home's lower sections go while their code arrives (below the fold): room for them. */
export const lowerPending = style({ minHeight: '100vh' });

/**
 * The home's sections below the fold: the browser lays out and paints them once they come near
 * the viewport, not in the first load (issue 19). `auto` keeps the size they last had, so the
 * scrollbar does not jump back; the clip margin leaves room for the focus rings of the cards at
 * their edges, which the paint containment would otherwise cut.
 */
export const belowFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  overflowClipMargin: vars.space.md,
});

/**
 * The skeleton painted in `/pedidos`'s document, before any JavaScript, stands still: its shimmer
 * (a `background-position` animation) repaints the cards on the main thread every frame while the
 * scripts load and run.
 */
export const stillShapes = style({});
globalStyle(`${stillShapes} *`, { animation: 'none' });
