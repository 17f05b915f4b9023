/** Cards people saved with the payment provider (`paymentMethods`, decision 027): one default per person. */
import type { DocumentAccess } from '#src/documents-unit';
import { addUnless, changeWhere, removeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { paymentMethodsDocument } from '#src/storage/documents';

export function browserPaymentMethods(d: DocumentAccess): Repositories['paymentMethods'] {
  return {
    async forUser(userId) {
      return (await d.get(paymentMethodsDocument)).filter((m) => m.userId === userId);
    },
    insert: (method) =>
      addUnless(
        d,
        paymentMethodsDocument,
        method,
        (m) => m.userId === method.userId && m.providerCardId === method.providerCardId,
      ),
    async setDefault(userId, id) {
      if (!(await d.get(paymentMethodsDocument)).some((m) => m.userId === userId && m.id === id)) return false;
      await changeWhere(
        d,
        paymentMethodsDocument,
        (m) => m.userId === userId,
        (m) => ({ ...m, isDefault: m.id === id }),
      );
      return true;
    },
    async remove(userId, id) {
      return (await removeWhere(d, paymentMethodsDocument, (m) => m.userId === userId && m.id === id)) > 0;
    },
    async removeForUser(userId) {
      await removeWhere(d, paymentMethodsDocument, (m) => m.userId === userId);
    },
  };
}
