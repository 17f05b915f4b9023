// The theme's global styles: the shipped interface font's @font-face (decision 010) and the page
// defaults (box sizing, the body's font and colours, focus ring), and printing on A4. An entry of its own, marked as a
// side effect in package.json, so a page that imports it keeps both in its CSS: the site imported
// them only through the theme's barrel, whose bare imports the build dropped as side-effect free,
// and drew every page in the system's font while it preloaded Inter for nothing.
import './font.css';
import './global.css';
import './print.css';
