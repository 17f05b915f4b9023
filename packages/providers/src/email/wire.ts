import { z } from 'zod';

/** Wire format of the transactional e-mail provider (Resend-like: `POST /emails` → `{ id }`). */

export const sendEmailRequestWire = z.object({
  from: z.string().min(1),
  to: z.array(z.string().min(1)).min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  tags: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
});
export type SendEmailRequestWire = z.infer<typeof sendEmailRequestWire>;

export const sendEmailResponseWire = z.object({ id: z.string().min(1) });
export type SendEmailResponseWire = z.infer<typeof sendEmailResponseWire>;

export interface EmailErrorWire {
  readonly name: string;
  readonly message: string;
  readonly statusCode: number;
}
