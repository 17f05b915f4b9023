import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The theme contract: components read `vars.*`, never raw values. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(tokens.color).map((k) => [k, null])) as Record<keyof typeof tokens.color, null>,
  space: Object.fromEntries(Object.keys(tokens.space).map((k) => [k, null])) as Record<keyof typeof tokens.space, null>,
  radius: Object.fromEntries(Object.keys(tokens.radius).map((k) => [k, null])) as Record<
    keyof typeof tokens.radius,
    null
  >,
  font: Object.fromEntries(Object.keys(tokens.font).map((k) => [k, null])) as Record<keyof typeof tokens.font, null>,
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((k) => [k, null])) as Record<
    keyof typeof tokens.fontSize,
    null
  >,
  fontWeight: Object.fromEntries(Object.keys(tokens.fontWeight).map((k) => [k, null])) as Record<
    keyof typeof tokens.fontWeight,
    null
  >,
  lineHeight: Object.fromEntries(Object.keys(tokens.lineHeight).map((k) => [k, null])) as Record<
    keyof typeof tokens.lineHeight,
    null
  >,
  shadow: Object.fromEntries(Object.keys(tokens.shadow).map((k) => [k, null])) as Record<
    keyof typeof tokens.shadow,
    null
  >,
  size: Object.fromEntries(Object.keys(tokens.size).map((k) => [k, null])) as Record<keyof typeof tokens.size, null>,
});

createGlobalTheme(':root', vars, tokens);
