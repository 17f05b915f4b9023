/** The coupon menu's "Sin cupón": the form sends it when the buyer chose no coupon. */
export const NO_COUPON = 'sin-cupon';
