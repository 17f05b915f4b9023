import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

/** The receipt page (/factura/{orderId}): a sheet that prints alone, without the site's frame. */
export const receipt = style({ display: 'grid', gap: vars.space.lg });
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const lines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'top',
});
globalStyle(`${lines} tfoot th, ${lines} tfoot td`, { fontWeight: vars.fontWeight.bold, borderBottom: 'none' });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: vars.space.md });
globalStyle(`${lines} ${amount}`, { textAlign: 'right' });
export const refund = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const noPrint = style({ '@media': { print: { display: 'none' } } });
// Printed, the sheet alone: the site's header, footer and toasts stay on screen.
globalStyle(`body:has(${receipt}) header, body:has(${receipt}) footer, body:has(${receipt}) [role="region"]`, {
  '@media': { print: { display: 'none' } },
});
