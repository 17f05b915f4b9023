/** What a person shows: their own account, their public profile as another sees it, its fields and picture. */
import type { AccountsArea } from '#src/contract';
import { acceptImage } from '#src/rules/images';
import { ownProfile, publicUser } from '#src/projections';
import type { Repositories } from '#src/ports/repositories';
import { userIdOf } from '#src/schemas/common';
import { profileInputSchema, type User } from '#src/schemas/user';
import { invalidForm } from '#src/services/account-forms';
import { userChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';

/**
 * Whether a stored picture id is the person's own to delete: an image, not a data URL, that no
 * request or dispute holds. Pictures are uploads of their own now; an account stored before
 * that (issue 32) may point at another person's photo, which its deletion must not take along.
 */
export async function ownPicture(ctx: Context, id: string, repos?: Repositories): Promise<boolean> {
  if (id.startsWith('data:')) return false;
  const check = async (r: Repositories) =>
    (await r.requests.list({ imageId: id })).length === 0 && (await r.requests.list({ disputePhoto: id })).length === 0;
  return repos ? check(repos) : ctx.read(check);
}

export function createProfileUseCases(
  ctx: Context,
): Pick<AccountsArea, 'me' | 'profile' | 'updateProfile' | 'setProfilePicture'> {
  const { deps } = ctx;
  return {
    async me(actor) {
      const id = userIdOf(actor);
      const user = id === null ? null : await ctx.findUser(id);
      return user ? ownProfile(user) : null;
    },

    async profile(actor, userId) {
      const user = await ctx.findUser(userId);
      if (!user) return null;
      const viewerId = userIdOf(actor);
      const shares =
        viewerId !== null && viewerId !== user.id && (await ctx.read((r) => r.requests.shareOrder(viewerId, user.id)));
      return publicUser(user, viewerId, shares);
    },

    /** Profile save (spec: no validation beyond shape). */
    async updateProfile(actor, input) {
      await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const parsed = profileInputSchema.safeParse(input);
      if (!parsed.success) invalidForm(parsed.error);
      return ctx.transaction(async (tx, changed) => {
        const id = userIdOf(actor);
        const current =
          (id === null ? null : await tx.users.byId(id)) ?? ctx.fail('login_required', 'dashboardLoginRequired');
        const patch = Object.fromEntries(
          Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
        );
        const next: User = { ...current, ...patch };
        next.name = `${next.firstName} ${next.lastName}`;
        await tx.users.update(next.id, next);
        changed(userChanged(next.id));
        return ownProfile(next);
      });
    },

    async setProfilePicture(actor, image) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const imageId = image === null ? null : await acceptImage(image, deps.images, deps.imageProcessor);
      let previous: string | null;
      try {
        previous = await ctx.transaction(async (tx, changed) => {
          const current = (await tx.users.byId(user.id)) ?? ctx.fail('login_required', 'dashboardLoginRequired');
          await tx.users.update(user.id, { profilePicture: imageId });
          changed(userChanged(user.id));
          return current.profilePicture;
        });
      } catch (error) {
        if (imageId !== null) await deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      if (previous !== null && previous !== imageId && (await ownPicture(ctx, previous))) {
        await deps.images.delete(previous).catch(() => undefined);
      }
      return ownProfile({ ...user, profilePicture: imageId });
    },
  };
}
