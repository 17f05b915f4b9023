/** Withdrawals of released earnings (`withdrawals`): reserved against the balance, then settled. */
import type { DocumentAccess } from '#src/documents-unit';
import { changeWhere, newestStoredFirst } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { withdrawalsDocument } from '#src/storage/documents';

export function browserWithdrawals(d: DocumentAccess): Repositories['withdrawals'] {
  const withdrawals = () => d.get(withdrawalsDocument);
  return {
    async byId(id) {
      return (await withdrawals()).find((w) => w.id === id) ?? null;
    },
    async forUser(userId) {
      return newestStoredFirst((await withdrawals()).filter((w) => w.userId === userId));
    },
    async pending() {
      return (await withdrawals())
        .filter((w) => w.status === 'pending')
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    },
    async reserve(withdrawal, earnedCents) {
      // Inside a transaction the document is locked from this read to the commit: a second tab
      // reserving at once waits, then sees this one.
      const list = await withdrawals();
      const held = list
        .filter((w) => w.userId === withdrawal.userId && w.status !== 'failed')
        .reduce((sum, w) => sum + w.amountCents, 0);
      if (list.some((w) => w.id === withdrawal.id) || held + withdrawal.amountCents > earnedCents) return false;
      await d.set(withdrawalsDocument, [...list, withdrawal]);
      return true;
    },
    async update(id, expectedStatus, patch) {
      const changed = await changeWhere(
        d,
        withdrawalsDocument,
        (w) => w.id === id && w.status === expectedStatus,
        (w) => ({ ...w, ...patch }),
      );
      return changed.length > 0;
    },
  };
}
