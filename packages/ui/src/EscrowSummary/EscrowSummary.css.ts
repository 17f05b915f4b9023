import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '440px',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const product = style({ color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const sub = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const rate = style({ fontSize: vars.fontSize.xs });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

export const totalRow = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const state = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md, borderRadius: vars.radius.md },
  variants: {
    status: {
      awaitingPayment: {},
      paying: {},
      held: { padding: vars.space.lg, background: vars.color.positiveSoft, border: `1px solid ${vars.color.positive}` },
      released: { padding: vars.space.lg, background: vars.color.infoSoft, border: `1px solid ${vars.color.info}` },
    },
  },
});

export const stateTitle = style({ fontWeight: vars.fontWeight.bold });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const codeBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.positive}`,
});
export const codeLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const code = style({
  fontVariantNumeric: 'tabular-nums slashed-zero',
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  color: vars.color.text,
});

/** Issue 37: the customs tax's label, its note under it. */
export const stacked = style({ display: 'flex', flexDirection: 'column' });
export const taxNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
