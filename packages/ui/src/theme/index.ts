import './font.css';
import './global.css';
export { vars } from './vars.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { tokens, breakpoints, type Tokens } from './tokens';
export { interfaceFontFamily, interfaceFontPreload } from './font';
