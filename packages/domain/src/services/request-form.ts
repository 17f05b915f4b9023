/**
 * The request form's two use cases: publishing a request, and its owner editing one nobody accepted
 * (decision 022: editing is publishing again). Both read the form through `readRequestForm`, the
 * one validation and screening, so they cannot drift.
 */
import { GUEST_USER_ID } from '#src/constants';
import type { RequestsArea } from '#src/contract';
import { DomainError, MESSAGES } from '#src/errors';
import { acceptImage } from '#src/rules/images';
import { requestView } from '#src/projections';
import type { Repositories } from '#src/ports/repositories';
import * as rules from '#src/rules/lifecycle';
import { ForbiddenItemError, screenRequest } from '#src/rules/restricted-items';
import { fieldErrorsOf, guestTokenOf, userIdOf } from '#src/schemas/common';
import {
  newProductRequest,
  publishRequestInputSchema,
  REQUEST_FIELD_MESSAGES,
  requestFieldsOf,
  type RequestFormFields,
  type Restriction,
} from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { tellOfNewRequest } from '#src/services/matching';
import { requestChanged } from '#src/services/audiences';

/**
 * The form as the request's fields, with the restricted items found in it for travellers. Refuses
 * it with 'Campos requeridos' (or 'Enlace no válido' when the link's protocol is all that is wrong)
 * and each field's message, or 'Producto no permitido' (`ForbiddenItemError`) for a forbidden item.
 */
function readRequestForm(command: unknown): RequestFormFields & { readonly restrictions: Restriction[] } {
  const parsed = publishRequestInputSchema.safeParse(command);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const onlyUrl =
      Object.keys(fieldErrors).length === 1 && fieldErrors.productUrl === REQUEST_FIELD_MESSAGES.productUrlProtocol;
    const [title, description] = onlyUrl ? MESSAGES.invalidUrl : MESSAGES.requiredFields;
    throw new DomainError('validation', title, description, fieldErrors);
  }
  const screening = screenRequest(parsed.data);
  if (screening.forbidden.length > 0) throw new ForbiddenItemError(screening.forbidden);
  return { ...requestFieldsOf(parsed.data), restrictions: [...screening.restrictions] };
}

/**
 * The owner's change of a request nobody accepted (an edit, a withdrawal) lost its compare-and-set:
 * why, from what the winner left.
 */
export async function ownerChangeLost(ctx: Context, tx: Repositories, id: string): Promise<never> {
  const now = await tx.requests.byId(id);
  if (!now) return ctx.fail('not_found', 'notFound');
  if (now.status === 'cancelled') return ctx.fail('already_cancelled', 'requestCancelled');
  return ctx.fail('already_accepted', 'changeAfterAccepted');
}

export function createRequestFormUseCases(ctx: Context): Pick<RequestsArea, 'publish' | 'edit'> {
  return {
    /**
     * Publishes a request as `actor`, or as a guest (spec: allowed; a guest actor's token lets
     * the account it registers or logs in claim it). Forbidden items are refused, restricted
     * ones are published with `restrictions` for travellers (`readRequestForm`). Errors besides
     * the form's: 'Imagen requerida', 'Archivo no válido', 'Error al procesar la imagen',
     * 'Almacenamiento lleno'.
     */
    async publish(actor, command) {
      const form = readRequestForm(command);
      const actorId = userIdOf(actor);
      const user = actorId === null ? null : await ctx.findUser(actorId);
      const imageId = await acceptImage(command.image, ctx.deps.images, ctx.deps.imageProcessor);
      const request = newProductRequest({
        ...form,
        id: ctx.deps.random.id(),
        imageId,
        createdAt: ctx.now(),
        userId: user ? user.id : GUEST_USER_ID,
        guestToken: user ? null : guestTokenOf(actor),
      });
      try {
        await ctx.transaction(async (tx, changed) => {
          await tx.requests.add(request);
          // The new card travels with the change: the lists can show it without asking (decision 048).
          changed({ ...requestChanged(request, 'everyone'), card: requestView(request) });
          changed(await tellOfNewRequest(ctx, tx, request));
        });
      } catch (error) {
        await ctx.deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      return requestView(request);
    },

    /** Its owner changes a request nobody accepted yet; the photo is kept unless a new one is sent. */
    async edit(actor, id, command) {
      const form = readRequestForm(command);
      // Only the owner of a request still open gets as far as processing a photo.
      const before = (await ctx.read((r) => r.requests.byId(id))) ?? ctx.fail('not_found', 'notFound');
      rules.assertOwnerCanChange(before, actor);
      const imageId = command.image ? await acceptImage(command.image, ctx.deps.images, ctx.deps.imageProcessor) : null;
      let result: { view: ReturnType<typeof requestView>; oldImage: string | null };
      try {
        result = await ctx.transaction(async (tx, changed) => {
          const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
          rules.assertOwnerCanChange(request, actor);
          const patch = { ...form, ...(imageId === null ? {} : { imageId }) };
          const won = await tx.requests.update(id, { status: 'active', userId: request.userId }, patch);
          if (!won) return ownerChangeLost(ctx, tx, id);
          const next = { ...request, ...patch };
          changed(requestChanged(next, 'everyone'));
          return { view: requestView(next), oldImage: imageId === null ? null : request.imageId };
        });
      } catch (error) {
        if (imageId !== null) await ctx.deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      if (result.oldImage !== null) await ctx.deps.images.delete(result.oldImage).catch(() => undefined);
      return result.view;
    },
  };
}
