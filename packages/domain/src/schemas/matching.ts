import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

/** A buyer's invitation to the traveller of a matching trip (issue 36, decision 046): one per request and trip. */
export const invitationSchema = z.object({
  requestId: idSchema,
  tripId: idSchema,
  buyerId: idSchema,
  travellerId: idSchema,
  createdAt: instantSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
