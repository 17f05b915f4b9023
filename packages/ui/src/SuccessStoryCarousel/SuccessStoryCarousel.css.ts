import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xxl });
export const controls = style({ display: 'flex', gap: vars.space.sm });
export const arrow = style({ minWidth: '44px', minHeight: '44px', fontSize: vars.fontSize.lg });

const gap = vars.space.lg;

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // One story per view on phones, two on tablets, three on desktops; the gap is shared out.
  gridAutoColumns: '100%',
  gap,
  margin: 0,
  padding: `${vars.space.xxs} 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  overscrollBehaviorX: 'contain',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridAutoColumns: `calc((100% - ${gap}) / 2)` },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridAutoColumns: `calc((100% - 2 * ${gap}) / 3)` },
  },
});

export const slide = style({ scrollSnapAlign: 'start', minWidth: 0 });
