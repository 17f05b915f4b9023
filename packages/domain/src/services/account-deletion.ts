/**
 * Deleting one's own account: what is theirs alone goes, what they share with someone stays for
 * that person under "Cuenta eliminada".
 */
import { DELETED_ACCOUNT_NAME } from '#src/constants';
import type { AccountsArea } from '#src/contract';
import { MESSAGES } from '#src/errors';
import { deleteAccountInputSchema } from '#src/schemas/user';
import { ownPicture } from '#src/services/account-profile';
import { userChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';
import { endOffersOfCancelled } from '#src/services/offer-endings';

export function createAccountDeletion(ctx: Context): Pick<AccountsArea, 'deleteAccount'> {
  const { deps } = ctx;
  return {
    async deleteAccount(actor, untrusted) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = deleteAccountInputSchema.safeParse(untrusted);
      if (!parsed.success || !(await deps.hasher.verify(parsed.data.currentPassword, user.password))) {
        ctx.fail('wrong_password', 'deleteAccountWrongPassword', {
          currentPassword: MESSAGES.deleteAccountWrongPassword[1],
        });
      }
      // Nobody can log in with it again: a hash of a secret nobody keeps.
      const unusable = await deps.hasher.hash(`${deps.random.id()}${deps.random.id()}`);
      const now = ctx.now();
      const photos = await ctx.transaction(async (tx, changed) => {
        const orders = await tx.requests.list({ party: user.id });
        // Money or goods on the way: the other person still needs this account to finish.
        if (orders.some((r) => r.status === 'accepted' || r.status === 'paid')) {
          ctx.fail('account_busy', 'deleteAccountBusy');
        }
        const photos: string[] = [];
        const removed: string[] = [];
        for (const r of orders) {
          if (r.userId === user.id && r.status === 'active') {
            // Nobody else has it yet: it goes, with its photo; travellers who offered are told.
            changed(...(await endOffersOfCancelled(ctx, tx, r)));
            if (await tx.requests.remove(r.id, { status: 'active', userId: user.id })) {
              removed.push(r.id);
              if (r.imageId) photos.push(r.imageId);
            }
          } else if (r.acceptedBy === user.id && r.acceptedByName !== DELETED_ACCOUNT_NAME) {
            // A finished delivery stays in the buyer's history, under the anonymous name.
            await tx.requests.update(r.id, { status: r.status }, { acceptedByName: DELETED_ACCOUNT_NAME });
          }
        }
        await tx.trips.removeByUser(user.id);
        await tx.notifications.removeForUser(user.id);
        await tx.coupons.removeForUser(user.id);
        await tx.paymentMethods.removeForUser(user.id);
        await tx.matching.removeAlerts(user.id);
        await tx.chats.renameSender(user.id, DELETED_ACCOUNT_NAME);
        await tx.reviews.renameAuthor(user.id, DELETED_ACCOUNT_NAME);
        await tx.tokens.retire(user.id, 'password_reset', now);
        await tx.tokens.retire(user.id, 'email_confirmation', now);
        await tx.users.update(user.id, {
          firstName: 'Cuenta',
          lastName: 'eliminada',
          name: DELETED_ACCOUNT_NAME,
          // Free to register again; `.invalid` can never receive mail (RFC 2606).
          email: `eliminada-${user.id}@cuentas.invalid`,
          birthDate: '',
          phone: '',
          documentNumber: '',
          password: unusable,
          profilePicture: null,
          location: '',
          showContact: false,
          verificationStatus: 'not_verified',
          verificationDocumentType: null,
          verificationSessionId: null,
          verificationSubmittedAt: null,
        });
        if (user.profilePicture && (await ownPicture(ctx, user.profilePicture, tx))) photos.push(user.profilePicture);
        changed(userChanged(user.id));
        changed({ topic: 'trips', ids: [], audience: 'everyone' });
        const counterparts = orders
          .map((r) => (r.userId === user.id ? r.acceptedBy : r.userId))
          .filter((id): id is string => id !== null);
        changed({ topic: 'chats', ids: [], audience: [...new Set(counterparts)] });
        changed({ topic: 'reviews', ids: [], audience: 'everyone' });
        changed({ topic: 'notifications', ids: [], audience: [user.id] });
        changed({ topic: 'requests', ids: orders.map((r) => r.id), audience: 'everyone' });
        return photos;
      });
      for (const id of photos) await deps.images.delete(id).catch(() => undefined);
    },
  };
}
