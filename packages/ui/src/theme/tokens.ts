/**
 * Design tokens: the single source of every colour, space, radius and type size.
 * Colour pairs are chosen for WCAG 2.2 AA: every `fg*` on its `bg*` is ≥ 4.5:1,
 * focus rings and borders of controls ≥ 3:1 against the page.
 */
export const tokens = {
  color: {
    // Brand: the celeste of the flag is too light for text, so actions use a deep blue.
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandPressed: '#1e3a8a',
    brandSoft: '#e0ecff',
    onBrand: '#ffffff',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    sun: '#f6b40e',
    page: '#f8fafc',
    surface: '#ffffff',
    surfaceSunken: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    borderStrong: '#64748b',
    focus: '#1d4ed8',
    positive: '#15803d',
    positiveSoft: '#dcfce7',
    critical: '#b91c1c',
    criticalSoft: '#fee2e2',
    caution: '#92400e',
    cautionSoft: '#fef3c7',
    info: '#1e40af',
    infoSoft: '#dbeafe',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
    gutter: '16px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    // Inter ships with the project (theme/font.css, decision 010); the rest only covers the moment
    // before it arrives (font-display: swap). Codes (the delivery code, a coupon) use it too, with
    // tabular and slashed-zero figures, instead of a system monospace a machine may not have.
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  /** Minimum interactive target (WCAG 2.2 SC 2.5.8 asks 24 px; we use 44 px for primary controls). */
  size: { target: '24px', control: '44px', controlSm: '32px' },
} as const;

export type Tokens = typeof tokens;

/** Breakpoints, mobile first: layouts start at 360 px. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;
