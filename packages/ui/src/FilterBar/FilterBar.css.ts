import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Narrower than this (a phone) the filters would fill the first screen in one column: they move
// into a sheet behind a "Filtros" button and the list comes first.
export const WIDE_MIN_PX = 560;
const wide = `(min-width: ${WIDE_MIN_PX}px)`;

/** The width the bar lays out by (a sidebar or the full page). */
export const frame = style({ containerType: 'inline-size' });

export const compact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': { [wide]: { display: 'none' } },
});

export const inline = style({ display: 'none', '@container': { [wide]: { display: 'flex' } } });

export const root = style({
  containerType: 'inline-size',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The filters inside the sheet: one column, no frame of their own. */
export const sheetForm = style({ containerType: 'inline-size' });

/** The sheet's actions, full width for the thumb: the way back to the results first. */
export const sheetActions = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

// Container queries: the bar lays out by the width it gets (a sidebar or the full page).
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 960px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
