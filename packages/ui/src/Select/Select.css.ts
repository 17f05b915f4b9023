import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** On the Select root: react-aria puts `data-invalid` there, not on the button. */
export const root = style({});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

export const value = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  // The chosen value is read whole: a long one ("3 cuotas sin interés: 2 de US$ 70,00 y 1 de
  // US$ 69,99…") wraps inside the button instead of being cut at a phone's width (issue 35 item 8).
  overflowWrap: 'anywhere',
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
