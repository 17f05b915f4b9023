// The stock image a request shows when it has no photo (spec: "default stock image when none").
// Inline SVG so it ships with the library, needs no network and weighs < 1 KB.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#e0ecff"/>
<circle cx="262" cy="52" r="22" fill="#f6b40e"/>
<path d="M0 190 Q80 160 160 186 T320 176 V240 H0Z" fill="#c7dbfb"/>
<path d="M40 70 l60 -8 l-14 10 l34 4 l-4 5 l-32 -2 l-10 12 l-6 -1 l4 -12 l-30 -3z" fill="#1d4ed8" opacity=".55"/>
<g transform="translate(100 86)">
<path d="M60 0 L120 26 L60 52 L0 26Z" fill="#f3d19c"/>
<path d="M0 26 L60 52 V124 L0 98Z" fill="#d9a45b"/>
<path d="M120 26 L60 52 V124 L120 98Z" fill="#c08a3e"/>
<path d="M30 13 L90 39 V62 L78 57 V44 L18 18Z" fill="#fff" opacity=".7"/>
</g>
</svg>`;

/** Data URL of the default product picture. */
export const defaultRequestImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
