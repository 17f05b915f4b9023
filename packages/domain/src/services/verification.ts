import { z } from 'zod';
import { DOCUMENT_TYPES } from '#src/enums';
import { DomainError, MESSAGES } from '#src/errors';
import { sniffImageType } from '#src/rules/images';
import type { VerificationImageKind } from '#src/ports/verification';
import { userIdOf } from '#src/schemas/common';
import type { User } from '#src/schemas/user';
import type { VerificationArea } from '#src/contract';
import type { Context } from '#src/services/context';
import { userChanged } from '#src/services/audiences';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

const submissionSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  front: z.instanceof(Blob),
  back: z.instanceof(Blob),
  selfie: z.instanceof(Blob),
});

export const VERIFICATION_MESSAGES = {
  submitted: ['Documentos enviados', 'Estamos verificando tu identidad. Te avisaremos en unos segundos.'],
  verified: ['¡Verificación completada!', 'Ya puedes aceptar pedidos como viajero.'],
  declined: ['Verificación rechazada', 'No pudimos verificar tu identidad. Revisa las imágenes e inténtalo de nuevo.'],
  imageType: ['Archivo no válido', 'Las imágenes deben ser PNG o JPG.'],
} as const;

export function createVerificationService(ctx: Context): VerificationArea {
  const { deps } = ctx;

  function unavailable(cause: unknown): never {
    const [t, d] = MESSAGES.providerUnavailable;
    throw new DomainError('provider_unavailable', t, d, {}, { cause });
  }

  return {
    async status(actor) {
      const id = userIdOf(actor);
      const user = id === null ? null : await ctx.findUser(id);
      return user?.verificationStatus ?? null;
    },

    /**
     * not_verified (or declined) → pending. Errors: 'Información incompleta', 'Archivo no válido'
     * (PNG/JPG only, by bytes), 'Acción no permitida' when already pending or verified.
     */
    async submit(actor, submission) {
      const user = await ctx.requireUser(actor, 'login_required', 'actionRequired');
      const parsed = submissionSchema.safeParse(submission);
      if (!parsed.success) return ctx.fail('verification_incomplete', 'verificationIncomplete');
      const s = parsed.data;
      if (user.verificationStatus === 'pending' || user.verificationStatus === 'verified') {
        ctx.fail('invalid_transition', 'verificationAlreadyStarted');
      }
      const images: [VerificationImageKind, Blob][] = [
        ['front', s.front],
        ['back', s.back],
        ['selfie', s.selfie],
      ];
      for (const [kind, blob] of images) {
        const type = sniffImageType(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
        if (type !== 'image/png' && type !== 'image/jpeg') {
          const [t, d] = VERIFICATION_MESSAGES.imageType;
          throw new DomainError('image_invalid', t, d, { [kind]: d });
        }
      }
      await ctx.wait('verificationSubmit');
      let sessionId: string;
      try {
        ({ sessionId } = await deps.verification.createSession({
          userId: user.id,
          documentType: s.documentType,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        }));
        for (const [kind, blob] of images) await deps.verification.upload(sessionId, kind, blob);
        await deps.verification.submit(sessionId);
      } catch (cause) {
        return unavailable(cause);
      }
      return ctx.transaction(async (tx, changed) => {
        // Only from not verified or declined: a submission from another tab meanwhile wins.
        const started = await tx.verification.start(user.id, {
          sessionId,
          documentType: s.documentType,
          submittedAt: ctx.now(),
        });
        if (!started) return ctx.fail('invalid_transition', 'verificationAlreadyStarted');
        // The profile shows the verification state to everyone.
        changed(userChanged(user.id));
        return 'pending' as const;
      });
    },

    /**
     * Asks the provider for the decision of a pending verification (after the simulated 5 s);
     * pending → verified | declined. Any other state is returned unchanged.
     */
    async refresh(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'actionRequired');
      if (user.verificationStatus !== 'pending' || !user.verificationSessionId) return user.verificationStatus;
      await ctx.wait('verificationDecision');
      let decision;
      try {
        decision = await deps.verification.getDecision(user.verificationSessionId);
      } catch (cause) {
        return unavailable(cause);
      }
      if (decision.status === 'pending') return 'pending';
      const applied = await applyVerificationDecision(ctx, user.id, user.verificationSessionId, decision.status);
      return applied.user?.verificationStatus ?? decision.status;
    },
  };
}

/**
 * The provider's decision about `sessionId`: pending with that session → verified | declined, and
 * the traveller told, in one transaction. Whoever brings the decision — the provider's webhook, a
 * refresh from a tab, two of either at once — only the one whose compare-and-set wins tells the
 * user; the others (and a replay) change nothing. Returns whether this call decided, and the user
 * as it is after it (null for an unknown or deleted account).
 */
export function applyVerificationDecision(
  ctx: Context,
  userId: string,
  sessionId: string,
  status: 'verified' | 'declined',
): Promise<{ decided: boolean; user: User | null }> {
  const [title, text] = status === 'verified' ? VERIFICATION_MESSAGES.verified : VERIFICATION_MESSAGES.declined;
  return ctx.transaction(async (tx, changed) => {
    const decided = await tx.verification.decide(userId, sessionId, status);
    if (decided) {
      const news = await notify(ctx, tx, [NOTIFICATION_TEXTS.verificationFinished({ userId, title, text })]);
      // The verified mark is on the public profile.
      changed(userChanged(userId), news);
    }
    return { decided, user: await tx.users.byId(userId) };
  });
}
