import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

export const CHAT_MESSAGE_MAX = 2000;

export const chatMessageSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  senderId: idSchema,
  senderName: z.string(),
  timestamp: instantSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
