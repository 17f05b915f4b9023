// The contact form (decision 044): anyone writes to support; the server delivers it.
import { json, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { ContactMessageInput } from '#src/contract';

export const contact = {
  send: route<{ sent: true }, ContactMessageInput>()('POST', '/contact', { via: 'json', status: 201 }),
};

export const contactShapes = (): ShapesOf<typeof contact> => ({
  send: json<ContactMessageInput>()({ name: text, email: text, message: text }),
});
