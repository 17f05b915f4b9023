import './styles';
export { vars } from './vars.css';
// The theme entry's tokens, for stories and screens.
export { /** @public */ sprinkles, type Sprinkles } from './sprinkles.css';
export { /** @public */ tokens, /** @public */ breakpoints, type Tokens } from './tokens';
export { /** @public */ interfaceFontFamily, interfaceFontPreload } from './font';
