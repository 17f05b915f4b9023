import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// The card is the main action's target: its link stretches over the whole card (a pseudo-element),
// so a press on the photo or the title opens the request too, with one tab stop and one name.
export const root = style({ height: '100%', minWidth: 0, position: 'relative' });

export const media = style({ position: 'relative', aspectRatio: '4 / 3', background: vars.color.brandSoft });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const exampleBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const status = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});
export const reward = style({
  color: vars.color.positive,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const warning = style({
  // Above the stretched link: a note's text stays selectable.
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSoft,
  color: vars.color.caution,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.caution}`,
});
export const warningIcon = style({ fontWeight: vars.fontWeight.bold });

export const action = style({
  marginTop: 'auto',
  width: '100%',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});
// Above the stretched link, so that it keeps its own target.
export const secondaryAction = style({ width: '100%', position: 'relative', zIndex: 1 });
