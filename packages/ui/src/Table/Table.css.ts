import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Below this width of the table's own box each row becomes a card of labelled fields: a
// container query, so the table follows the width it gets (a page column, a story decorator).
const narrow = '(width < 600px)';

/** The container the layout queries. */
export const frame = style({ containerType: 'inline-size', width: '100%' });

/** Scrolls sideways if a wide table is squeezed; focusable so keyboard users can scroll it. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@container': { [narrow]: { overflowX: 'visible', border: 0, borderRadius: 0, background: 'transparent' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@container': { [narrow]: { display: 'block' } },
});

// Cards: the header row leaves the screen but stays for screen readers (the clip pattern), so
// the grid keeps its column headers and each cell is still announced with its column.
export const header = style({
  '@container': {
    [narrow]: {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@container': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});

export const column = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.page },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      paddingBlock: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  },
});

export const cell = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 32%) minmax(0, 1fr)',
      alignItems: 'baseline',
      gap: vars.space.md,
      paddingBlock: vars.space.xs,
      textAlign: 'start',
      fontWeight: 'inherit',
    },
  },
});

export const end = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '@container': { [narrow]: { textAlign: 'start' } },
});

/** The column's name inside each cell: shown only on cards (the header row shows it otherwise). */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  '@container': { [narrow]: { display: 'block' } },
});

export const cellValue = style({
  '@container': { [narrow]: { minWidth: 0, overflowWrap: 'anywhere' } },
});
