import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '520px',
  maxHeight: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.page,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '80%', minWidth: 0 },
  variants: { own: { true: { alignSelf: 'flex-end', alignItems: 'flex-end' }, false: { alignSelf: 'flex-start' } } },
});

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const sender = style({ fontWeight: vars.fontWeight.bold });

export const bubble = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxWidth: '100%',
  },
  variants: {
    own: {
      true: { background: vars.color.brand, color: vars.color.onBrand, borderEndEndRadius: vars.radius.sm },
      false: {
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderEndStartRadius: vars.radius.sm,
      },
    },
  },
});

export const noAccess = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const field = style({ flex: 1, minWidth: 0 });
export const send = style({ flexShrink: 0 });
