import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

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
