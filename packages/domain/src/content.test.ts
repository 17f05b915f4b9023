import { describe, expect, it } from 'vitest';
import { contactSchema } from '#src/content';

describe('static content', () => {
  it('requires name, e-mail and message on the contact form', () => {
    expect(contactSchema.safeParse({ name: '', email: 'x', message: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'Hola' }).success).toBe(true);
  });
});
