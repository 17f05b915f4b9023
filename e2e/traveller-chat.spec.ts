// The chat in the static demo: what only browser storage can do (a full storage). The chat's
// access rules and live messages are tested in server mode (server/traveller-chat.spec.ts).
import { expect, test } from '@playwright/test';
import { expectAlert } from './support/accounts';
import { acceptedOrder } from './support/orders';
import { fillStorage, freeStorage } from './support/storage';

test.setTimeout(180_000);

test('a message that cannot be stored is not lost: the error is shown and the draft stays until it is sent', async ({
  page,
}) => {
  const order = await acceptedOrder(page);
  await page.goto(`/chat/${order.id}`);
  const log = page.getByRole('log');
  const box = page.getByRole('textbox', { name: 'Mensaje' });
  const send = page.getByRole('button', { name: 'Enviar' });
  const draft = 'Llego el 15 a Ezeiza.\nTe escribo apenas aterrice.';
  await box.fill(draft);

  // Storage full: the write throws QuotaExceededError and the site says 'Almacenamiento lleno'.
  await fillStorage(page);
  await send.click();
  await expectAlert(page, 'Almacenamiento lleno');
  await expect(box).toHaveValue(draft);
  await expect(box).toBeFocused();
  await expect(send).toBeEnabled();
  await expect(log.getByRole('listitem')).toHaveCount(0);

  // Space again: the same draft goes out as it was, and only then the composer empties.
  await freeStorage(page);
  await send.click();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('Llego el 15 a Ezeiza.');
  await expect(log.getByRole('listitem')).toContainText('Te escribo apenas aterrice.');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
});
