import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "bar bar"',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

export const label = style({ gridArea: 'label', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const value = style({
  gridArea: 'value',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'bar',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.brand });

export const positive = style({ background: vars.color.positive });
