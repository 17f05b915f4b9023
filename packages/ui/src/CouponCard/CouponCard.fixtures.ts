// The CouponCard stories' texts: the domain's platform coupons (`DEMO_COUPONS`) as their owner sees
// them (description, and the discount in words), written out because ui runs no domain code
// (decision 001). tooling/ui-fixtures.test.ts recomputes them from the codes below and fails, naming
// the coupon and the field, when the domain moves; `npm run fixtures:update` rewrites everything
// below the marker (decision 001, "Story fixtures").

/** The coupons the stories show, by code. */
export const couponCodes = ['BIENVENIDO10', 'VERANO2025', 'INVITADO5'] as const;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const couponSamples = {
  BIENVENIDO10: {
    code: 'BIENVENIDO10',
    description: '10 % de descuento en la tarifa de servicio de tu primera compra',
    discountText: '10 % de descuento en la tarifa de servicio',
  },
  VERANO2025: {
    code: 'VERANO2025',
    description: 'US$ 20,00 de descuento en la tarifa de servicio',
    discountText: 'US$ 20,00 de descuento en la tarifa de servicio',
  },
  INVITADO5: {
    code: 'INVITADO5',
    description: 'US$ 5,00 de descuento por cada amigo referido',
    discountText: 'US$ 5,00 de descuento en la tarifa de servicio',
  },
} satisfies Record<(typeof couponCodes)[number], { code: string; description: string; discountText: string }>;
