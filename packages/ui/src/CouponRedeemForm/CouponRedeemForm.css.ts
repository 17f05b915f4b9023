import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 220px', minWidth: 0 });

export const submit = style({ marginBlockStart: '26px' });

const message = style({
  flexBasis: '100%',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
});

export const success = style([message, { background: vars.color.positiveSoft, color: vars.color.positive }]);
export const failure = style([message, { background: vars.color.criticalSoft, color: vars.color.critical }]);

export const messageTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const live = style({ flexBasis: '100%' });
