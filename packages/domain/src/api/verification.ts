// Identity verification (decision 035): its status, the documents (three photos), asking the
// provider for its decision.
import { form, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { VerificationSubmission } from '#src/contract';
import type { VerificationStatus } from '#src/enums';

export const verification = {
  status: route<{ status: VerificationStatus | null }>()('GET', '/verification'),
  submit: route<{ status: VerificationStatus }, VerificationSubmission>()('POST', '/verification', { via: 'form' }),
  refresh: route<{ status: VerificationStatus }>()('POST', '/verification/refresh'),
};

export const verificationShapes = (): ShapesOf<typeof verification> => ({
  submit: form<VerificationSubmission>()({ text: ['documentType'], file: ['front', 'back', 'selfie'] }),
});
