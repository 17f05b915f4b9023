import { z } from 'zod';

/**
 * Wire format of the identity verification provider, modelled on Veriff's public API
 * (`X-AUTH-CLIENT` header, sessions, media, a decision that arrives later). The mock in
 * `@cg/mocks` answers with these shapes.
 */

const providerDocumentTypes = ['ID_CARD', 'PASSPORT', 'DRIVERS_LICENSE'] as const;
export type ProviderDocumentType = (typeof providerDocumentTypes)[number];

export const mediaContexts = ['document-front', 'document-back', 'face'] as const;
export type MediaContext = (typeof mediaContexts)[number];

const sessionStatuses = ['created', 'started', 'submitted'] as const;
const decisionStatuses = ['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned'] as const;
export type DecisionStatusWire = (typeof decisionStatuses)[number];

export const authHeader = 'X-AUTH-CLIENT';

export const createSessionRequestWire = z.object({
  verification: z.object({
    person: z.object({ firstName: z.string(), lastName: z.string(), idNumber: z.string().optional() }),
    document: z.object({ type: z.enum(providerDocumentTypes), country: z.string().length(2) }),
    vendorData: z.string(),
  }),
});
export type CreateSessionRequestWire = z.infer<typeof createSessionRequestWire>;

export const sessionWire = z.object({
  status: z.literal('success'),
  verification: z.object({
    id: z.string().min(1),
    url: z.string(),
    vendorData: z.string(),
    host: z.string(),
    status: z.enum(sessionStatuses),
    sessionToken: z.string(),
  }),
});
export type SessionWire = z.infer<typeof sessionWire>;

export const uploadMediaRequestWire = z.object({
  image: z.object({ context: z.enum(mediaContexts), content: z.string().min(1) }),
});
export type UploadMediaRequestWire = z.infer<typeof uploadMediaRequestWire>;

export const mediaWire = z.object({
  status: z.literal('success'),
  image: z.object({
    id: z.string(),
    context: z.enum(mediaContexts),
    timestamp: z.string(),
    size: z.number().int().nonnegative(),
    mimetype: z.string(),
  }),
});
export type MediaWire = z.infer<typeof mediaWire>;

export const submitRequestWire = z.object({
  verification: z.object({ status: z.literal('submitted') }),
});

export const decisionWire = z.object({
  status: z.literal('success'),
  /** `null` while the decision is not made yet. */
  verification: z
    .object({
      id: z.string(),
      status: z.enum(decisionStatuses),
      code: z.number().int(),
      reason: z.string().nullable(),
      reasonCode: z.number().int().nullable(),
      decisionTime: z.string(),
      vendorData: z.string(),
    })
    .nullable(),
});
export type DecisionWire = z.infer<typeof decisionWire>;

export interface VerificationErrorWire {
  readonly status: 'fail';
  readonly code: string;
  readonly message: string;
}

/** Reason codes the provider gives with a `declined` or `resubmission_requested` decision. */
export const reasonCodes = {
  documentTampering: 102,
  faceMismatch: 103,
  mediaMissing: 201,
  poorImageQuality: 204,
  documentDamaged: 205,
  documentTypeNotSupported: 206,
  documentExpired: 207,
} as const;
