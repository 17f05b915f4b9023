import { describe, expect, it } from 'vitest';
import { createEmailOutbox } from './outbox';
import { MAILBOX_PAGE_LIMIT, mailboxPage } from './mailbox-page';

function outboxWith(count: number) {
  let now = Date.UTC(2026, 10, 29, 12, 0, 0);
  const outbox = createEmailOutbox({ now: () => (now += 60_000) });
  for (let i = 1; i <= count; i++) {
    outbox.add({
      from: 'Conexión Global <no-responder@conexionglobal.com.ar>',
      to: [`persona${String(i)}@example.com`],
      subject: `Asunto ${String(i)}`,
      text: `Hola.\nConfirma tu correo: http://127.0.0.1:3000/confirmar-email?token=abc${String(i)}.\nGracias`,
    });
  }
  return outbox;
}

describe('the sandbox mailbox page', () => {
  it('is a Spanish document with a heading and the messages newest first: subject, recipient, sender, date, text', () => {
    const html = mailboxPage(outboxWith(2).list(), { timeZone: 'America/Argentina/Buenos_Aires' });
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<h1>Correo del sandbox</h1>');
    expect(html).toContain('2 correos, el más reciente primero.');
    const subjects = [...html.matchAll(/<h2 id="[^"]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(subjects).toEqual(['Asunto 2', 'Asunto 1']);
    expect(html).toContain('<dt>Para</dt><dd>persona2@example.com</dd>');
    expect(html).toContain('<dt>De</dt><dd>Conexión Global &lt;no-responder@conexionglobal.com.ar&gt;</dd>');
    // 12:02 UTC is 09:02 in Buenos Aires.
    expect(html).toContain('<time datetime="2026-11-29T12:02:00.000Z">29 de noviembre de 2026 a las 09:02:00</time>');
  });

  it("makes the text's links clickable, leaving a sentence's full stop out of the link", () => {
    const html = mailboxPage(outboxWith(1).list());
    expect(html).toContain(
      'Confirma tu correo: <a href="http://127.0.0.1:3000/confirmar-email?token=abc1">http://127.0.0.1:3000/confirmar-email?token=abc1</a>.\nGracias',
    );
  });

  it('escapes what a message carries: no markup of its own reaches the page', () => {
    const outbox = createEmailOutbox();
    outbox.add({
      from: 'a@example.com',
      to: ['<b>x</b>@example.com'],
      subject: '<script>alert(1)</script>',
      text: 'mira http://example.com/"><img src=x onerror=alert(1)> y <i>esto</i>',
      html: '<script>alert(2)</script>',
    });
    const html = mailboxPage(outbox.list());
    expect(html).not.toMatch(/<script|<img|<i>|<b>|alert\(2\)/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="http://example.com/">http://example.com/</a>&quot;&gt;&lt;img');
  });

  it('says when nothing was sent, and shows the newest ones of a long outbox', () => {
    expect(mailboxPage([])).toContain('Todavía no se envió ningún correo.');
    expect(mailboxPage([])).not.toContain('<ol');
    const html = mailboxPage(outboxWith(MAILBOX_PAGE_LIMIT + 3).list());
    expect(html).toContain(
      `${String(MAILBOX_PAGE_LIMIT + 3)} correos; se muestran los ${String(MAILBOX_PAGE_LIMIT)} más recientes.`,
    );
    expect(html.match(/<article/g)).toHaveLength(MAILBOX_PAGE_LIMIT);
    expect(html).toContain(`Asunto ${String(MAILBOX_PAGE_LIMIT + 3)}<`);
    expect(html).not.toContain('>Asunto 3<');
  });
});
