import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

/**
 * A single-use token sent by e-mail (password reset; e-mail confirmation when withdrawals need it): only its SHA-256 is stored, with whose it
 * is, what it is for and until when it works.
 */
export const emailTokenSchema = z.object({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  userId: idSchema,
  /** What the link does: choose a new password, or (with withdrawals) confirm the e-mail. */
  purpose: z.enum(['password_reset', 'email_confirmation']),
  expiresAt: instantSchema,
  usedAt: instantSchema.nullable().default(null),
});
export type EmailToken = z.infer<typeof emailTokenSchema>;
