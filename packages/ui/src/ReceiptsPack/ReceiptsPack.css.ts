import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The pack: a sheet that prints alone on A4 (decision 053). */
export const pack = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { print: { gap: vars.space.md, color: '#000' } },
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** One section: never split across two printed pages. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  breakInside: 'avoid',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Label and value side by side; stacked at 360 px. */
export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${lines} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${lines} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
globalStyle(`${lines} dd + dt`, {
  '@media': { 'screen and (max-width: 480px)': { marginTop: vars.space.xs } },
});

export const note = style({ margin: 0, overflowWrap: 'anywhere' });

/** The photo of the receipt: on a printed page of its own, as large as the page allows. */
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': { print: { breakBefore: 'page', breakInside: 'avoid' } },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 720,
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { print: { maxHeight: '240mm', border: 'none' } },
});

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** "Imprimir", "Descargar PDF": on screen only. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});
