import { style } from '@vanilla-extract/css';

/** A message as written: its line breaks kept, a long address wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '70ch' });
