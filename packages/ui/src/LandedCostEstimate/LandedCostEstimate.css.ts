import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const headline = recipe({
  base: { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: vars.fontWeight.bold },
  variants: {
    verdict: {
      empty: { fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, background: vars.color.surfaceSunken },
      saving: { color: vars.color.positive, background: vars.color.positiveSoft },
      same: { color: vars.color.info, background: vars.color.infoSoft },
      courierCheaper: { color: vars.color.caution, background: vars.color.cautionSoft },
      courierNotAllowed: { color: vars.color.info, background: vars.color.infoSoft },
    },
  },
});

// An option narrower than 12rem squeezes a five-digit amount out of its box: in a narrow column
// (the request form's side column at 1280 px, a phone) the options stack instead.
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

export const option = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  variants: {
    highlight: { true: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` }, false: {} },
  },
});

export const optionTitle = style({ fontSize: vars.fontSize.md });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
// A label shares its line with the amount while its longest word fits beside it (the label's basis
// is 0, so its min-content decides); otherwise the amount moves under the label, still at the end
// of the line, instead of running out of the box.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});
export const label = style({ flex: '1 1 0', overflowWrap: 'break-word' });
export const amount = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});
export const totalRow = style({
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const details = style({ fontSize: vars.fontSize.sm });
export const summary = style({
  cursor: 'pointer',
  minHeight: vars.size.target,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.xl,
});
