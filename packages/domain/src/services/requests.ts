import { GUEST_USER_ID } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { acceptImage } from '#src/images/image-store';
import { type Actor, fieldErrorsOf } from '#src/schemas/common';
import {
  type ProductRequest,
  type PublishRequestInput,
  publishRequestInputSchema,
  REQUEST_FIELD_MESSAGES,
} from '#src/schemas/product-request';
import { newestFirst } from '#src/rules/filters';
import type { Context } from '#src/services/context';
import { put } from '#src/storage/store';

export interface PublishRequestCommand extends PublishRequestInput {
  /** The product photo as picked (File or Blob). Required. */
  readonly image?: Blob | null;
}

export function createRequestsService(ctx: Context) {
  const { store, docs } = ctx;

  async function all(): Promise<readonly ProductRequest[]> {
    return store.read(docs.requests);
  }

  return {
    /**
     * Publishes a request as `actor`, or as a guest when `actor` is null (spec: allowed).
     * Errors: 'Campos requeridos', 'Enlace no válido', 'Imagen requerida', 'Archivo no válido',
     * 'Error al procesar la imagen', 'Almacenamiento lleno'.
     */
    async publish(actor: Actor, command: PublishRequestCommand): Promise<ProductRequest> {
      const parsed = publishRequestInputSchema.safeParse(command);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const onlyUrl =
          Object.keys(fieldErrors).length === 1 && fieldErrors.productUrl === REQUEST_FIELD_MESSAGES.productUrlProtocol;
        const [title, description] = onlyUrl ? MESSAGES.invalidUrl : MESSAGES.requiredFields;
        throw new DomainError('validation', title, description, fieldErrors);
      }
      const user = actor ? await ctx.findUser(actor.id) : null;
      const imageId = await acceptImage(command.image, ctx.deps.images, ctx.deps.imageProcessor);
      const v = parsed.data;
      const request: ProductRequest = {
        id: ctx.deps.random.id(),
        productName: v.productName,
        productUrl: v.productUrl,
        estimatedPriceCents: v.estimatedPrice,
        currency: v.currency,
        rewardCents: v.reward * 100,
        country: v.country,
        category: v.category,
        notes: v.notes,
        imageId,
        status: 'active',
        createdAt: ctx.now(),
        userId: user ? user.id : GUEST_USER_ID,
        guestToken: user ? null : ctx.guestToken(),
        acceptedBy: null,
        acceptedByName: null,
        acceptedAt: null,
        securityCode: null,
        codeAttempts: 0,
        codeLocked: false,
        paidAt: null,
        completedAt: null,
        payment: null,
        isExample: false,
      };
      try {
        await ctx.deps.mutex.run('productRequests', async () => {
          const list = await all();
          await store.write([put(docs.requests, [...list, request])]);
        });
      } catch (error) {
        await ctx.deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      return request;
    },

    /** Every request, newest first (spec §7). */
    async listNewestFirst(): Promise<readonly ProductRequest[]> {
      return newestFirst(await all());
    },

    /** `null` when unknown (the site redirects to /pedidos). */
    async get(id: string): Promise<ProductRequest | null> {
      return (await all()).find((r) => r.id === id) ?? null;
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
