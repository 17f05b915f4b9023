// Saved cards (decision 027, 035): one's own only; another person's card id is a 404.
import { json, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { PaymentMethodView, SaveCardInput } from '#src/schemas/payment-method';

export const paymentMethods = {
  list: route<readonly PaymentMethodView[]>()('GET', '/me/payment-methods'),
  save: route<PaymentMethodView, SaveCardInput>()('POST', '/me/payment-methods', { via: 'json', status: 201 }),
  setDefault: route<readonly PaymentMethodView[]>()('POST', '/me/payment-methods/:id/default'),
  remove: route<readonly PaymentMethodView[]>()('DELETE', '/me/payment-methods/:id'),
};

export const paymentMethodsShapes = (): ShapesOf<typeof paymentMethods> => ({
  save: json<SaveCardInput>()({ cardToken: text }),
});
