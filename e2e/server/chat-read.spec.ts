// Issue 35 item 12, in server mode: reading a chat marks its messages read. The buyer has two
// devices (a laptop on Mi Cuenta, a phone); the traveller writes three messages; opening the chat
// on the phone drops "(3 nuevos)" on the laptop without a reload, a message arriving while the
// phone's chat is open is read too, and one arriving after the phone left the chat is new.
import { logIn } from '../support/accounts';
import { header, openDropdown } from '../support/header';
import { expect, test } from '../support/server';

/** What a person sees of the other device's reading: at most this long after it, with no reload. */
const LIVE_MS = 5000;

test('reading a chat on one device drops its unread count on the other, live', async ({ market, browser, baseURL }) => {
  test.setTimeout(180_000);
  const order = await market.acceptedOrder();
  const write = (text: string) => order.traveller.api.post(`/api/orders/${order.id}/messages`, { text });
  for (const text of ['Hola Bruno', 'Lo compro el martes', 'Te aviso al llegar']) await write(text);

  // The laptop: Mi Cuenta, the messages dropdown open on the conversation.
  const laptop = order.buyer.page;
  await laptop.goto('/dashboard');
  const panel = await openDropdown(laptop, 'Mensajes');
  const conversation = panel.getByRole('link', { name: new RegExp(order.productName) });
  await expect(conversation).toContainText('(3 nuevos) Tomás: Te aviso al llegar');

  // The phone: the same person logs in and opens the chat.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  try {
    const phone = await phoneContext.newPage();
    await logIn(phone, order.buyer.person, { redirectTo: `/chat/${order.id}` });
    const log = phone.getByRole('log', { name: 'Mensajes' });
    await expect(log).toContainText('Te aviso al llegar', { timeout: 15_000 });

    // The laptop's count drops by itself, and so does the phone's own.
    await expect(conversation).toContainText('Tomás: Te aviso al llegar');
    await expect(conversation).not.toContainText('nuevo', { timeout: LIVE_MS });
    await expect(header(phone).getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible({
      timeout: LIVE_MS,
    });

    // A message arriving while the phone's chat is open and visible is read there.
    await write('Ya aterricé');
    await expect(log).toContainText('Ya aterricé', { timeout: LIVE_MS });
    await expect(conversation).toContainText('Tomás: Ya aterricé', { timeout: LIVE_MS });
    await expect(conversation).not.toContainText('nuevo', { timeout: LIVE_MS });

    // Once the phone has left the chat, a new message is new on both devices.
    await phone.goto('/dashboard');
    await expect(header(phone).getByRole('button', { name: /^Mensajes/ })).toBeVisible({ timeout: 15_000 });
    await write('¿Dónde nos vemos?');
    await expect(conversation).toContainText('(1 nuevo) Tomás: ¿Dónde nos vemos?', { timeout: LIVE_MS });
    const stored = await order.buyer.api.get<{ request: { id: string }; unread: number }[]>('/api/conversations');
    expect(stored.find((c) => c.request.id === order.id)?.unread).toBe(1);
  } finally {
    await phoneContext.close();
  }
});
