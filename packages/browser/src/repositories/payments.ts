/** A checkout in progress, one key per order (`pendingPayment:{orderId}`). */
import type { DocumentAccess } from '#src/documents-unit';
import type { Repositories } from '@cg/domain/ports/repositories';
import { type PendingPayment, pendingPaymentSchema } from '@cg/domain/schemas/pending-payment';
import { STORAGE_KEYS } from '#src/storage/documents';

function parsePending(raw: string | null): PendingPayment | null {
  if (raw === null) return null;
  try {
    const r = pendingPaymentSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

export function browserPayments(d: DocumentAccess): Repositories['payments'] {
  return {
    async pending(orderId) {
      return parsePending(await d.getRaw(STORAGE_KEYS.pendingPayment(orderId)));
    },
    async savePending(pending, expected) {
      // The transaction holds this browser's lock: the read and the write are one step.
      if (expected !== undefined) {
        const stored = parsePending(await d.getRaw(STORAGE_KEYS.pendingPayment(pending.orderId)));
        const same =
          expected === null
            ? stored === null
            : stored !== null &&
              stored.attemptKey === expected.attemptKey &&
              stored.inFlightSince === expected.inFlightSince;
        if (!same) return false;
      }
      await d.setRaw(STORAGE_KEYS.pendingPayment(pending.orderId), JSON.stringify(pending));
      return true;
    },
    async dropPending(orderId) {
      const key = STORAGE_KEYS.pendingPayment(orderId);
      if ((await d.getRaw(key)) !== null) await d.setRaw(key, null);
    },
  };
}
