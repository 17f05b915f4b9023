import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

const REVIEW_COMMENT_MAX = 1000;

const REVIEW_FIELD_MESSAGES = {
  rating: 'Elige una calificación de 1 a 5 estrellas.',
  comment: 'Escribe un comentario.',
  commentTooLong: `El comentario no puede superar los ${REVIEW_COMMENT_MAX} caracteres.`,
} as const;

/** Who wrote the review, in the order: the buyer rates the traveller and vice versa. */
const REVIEW_ROLES = ['buyer', 'traveller'] as const;

export const reviewSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  authorId: idSchema,
  /** "Ana G." */
  authorName: z.string().min(1),
  authorRole: z.enum(REVIEW_ROLES),
  subjectId: idSchema,
  rating: z.int().min(1).max(5),
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
  /** Product name, so the profile can say what the review is about. */
  productName: z.string().default(''),
  createdAt: instantSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_FIELD_MESSAGES.rating })
    .int(REVIEW_FIELD_MESSAGES.rating)
    .min(1, REVIEW_FIELD_MESSAGES.rating)
    .max(5, REVIEW_FIELD_MESSAGES.rating),
  comment: z
    .string({ error: REVIEW_FIELD_MESSAGES.comment })
    .trim()
    .min(1, REVIEW_FIELD_MESSAGES.comment)
    .max(REVIEW_COMMENT_MAX, REVIEW_FIELD_MESSAGES.commentTooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
