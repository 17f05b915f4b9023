import { describe, expect, it } from 'vitest';
import { DEMO_SUPPORT } from '@cg/domain/constants';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';

const SUPPORT = { email: 'soporte@example.com', password: 'soporte-secreto', firstName: 'Sofía', lastName: 'Soporte' };
const MESSAGE = { name: 'Lucía Fernández', email: 'lucia@example.com', message: '¿Puedo pedir un perfume de Francia?' };

/** The contact form delivered to support (issue 35 item 14, decision 044). */
export function contactContract(engine: EngineFactory) {
  describe('the contact form', () => {
    it('reaches every support account as a notification and an e-mail, from a visitor or a person', async () => {
      const s = scenario(engine);
      const { userId } = await s.setUpSupportAccount(SUPPORT);
      const admin = { id: userId };
      const ana = await s.user();
      await s.market.contact.send(null, MESSAGE);
      await s.market.contact.send(ana, { ...MESSAGE, message: 'Otra consulta' });
      const inbox = (await s.market.notifications.list(admin)).filter((n) => n.kind === 'contact_message');
      expect(inbox.map((n) => [n.title, n.text, n.link])).toEqual([
        ['Mensaje de contacto de Lucía Fernández', 'lucia@example.com escribió: Otra consulta', '/soporte'],
        ['Mensaje de contacto de Lucía Fernández', `lucia@example.com escribió: ${MESSAGE.message}`, '/soporte'],
      ]);
      const mails = s.email.activity.filter((m) => m.to === SUPPORT.email);
      expect(mails.map((m) => m.title)).toEqual([
        'Mensaje de contacto de Lucía Fernández (lucia@example.com)',
        'Mensaje de contacto de Lucía Fernández (lucia@example.com)',
      ]);
      expect(mails[0]?.text).toContain(MESSAGE.message);
      // Only support is told.
      expect((await s.market.notifications.list(ana)).some((n) => n.kind === 'contact_message')).toBe(false);
    });

    it('refuses a missing field, a malformed e-mail or a message too long, telling nobody', async () => {
      const s = scenario(engine);
      const { userId } = await s.setUpSupportAccount(SUPPORT);
      for (const [input, field] of [
        [{ ...MESSAGE, name: ' ' }, 'name'],
        [{ ...MESSAGE, email: 'lucia@' }, 'email'],
        [{ ...MESSAGE, message: 'x'.repeat(5001) }, 'message'],
      ] as const) {
        const e = await rejection(s.market.contact.send(null, input));
        expect([e.code, Boolean(e.fieldErrors[field])]).toEqual(['validation', true]);
      }
      expect(await s.market.notifications.list({ id: userId })).toEqual([]);
      expect(s.email.activity).toEqual([]);
    });

    it('with no support account set up, says it could not be sent — or the demo’s support gets it', async () => {
      const s = scenario(engine);
      if (s.differences.demoAccount) {
        await s.market.contact.send(null, MESSAGE);
        expect(s.email.activity.map((m) => m.to)).toEqual([DEMO_SUPPORT.email]);
      } else {
        expect((await rejection(s.market.contact.send(null, MESSAGE))).code).toBe('provider_unavailable');
        expect(s.email.activity).toEqual([]);
      }
    });
  });
}
