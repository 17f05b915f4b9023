// The sandbox's mailbox as a page for a person running the marketplace locally (`npm start`
// prints its address): every e-mail the simulated provider accepted, newest first, with its
// subject, recipients, sender, date and text, the links in the text clickable (a confirmation, a
// password reset). Served by the sandbox on its own loopback origin only — never by the API.
import type { OutboxEmail } from './outbox';

/** The most messages the page shows (the newest); the rest are counted. @internal */
export const MAILBOX_PAGE_LIMIT = 200;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** http(s) addresses in a text; a closing punctuation mark after one is the sentence's, not the link's. */
const LINK = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** The text escaped, its http(s) links as anchors. */
function withLinks(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    out += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #f6f7f9; }
body { margin: 0; }
main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
ol { list-style: none; margin: 1.5rem 0 0; padding: 0; display: grid; gap: 1rem; }
article { background: #fff; border: 1px solid #d0d4da; border-radius: .5rem; padding: 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .75rem; margin: 0 0 .75rem; font-size: .95rem; }
dt { font-weight: 600; color: #3d4450; }
dd { margin: 0; overflow-wrap: anywhere; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: inherit; border-top: 1px solid #e3e6ea; padding-top: .75rem; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.note { color: #3d4450; }
`;

export interface MailboxPageOptions {
  /** How dates read. @default the machine's time zone */
  readonly timeZone?: string | undefined;
}

/** The mailbox page: a whole HTML document in Spanish (headings, a list of messages newest first). */
export function mailboxPage(emails: readonly OutboxEmail[], options: MailboxPageOptions = {}): string {
  const date = new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(options.timeZone && { timeZone: options.timeZone }),
  });
  const newest = [...emails].reverse().slice(0, MAILBOX_PAGE_LIMIT);
  const count =
    emails.length === 0
      ? 'Todavía no se envió ningún correo.'
      : emails.length === 1
        ? '1 correo.'
        : emails.length > MAILBOX_PAGE_LIMIT
          ? `${String(emails.length)} correos; se muestran los ${String(MAILBOX_PAGE_LIMIT)} más recientes.`
          : `${String(emails.length)} correos, el más reciente primero.`;
  const items = newest
    .map((email) => {
      const id = `correo-${escapeHtml(email.id)}`;
      return `<li><article aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(email.subject)}</h2>
<dl>
<dt>Para</dt><dd>${escapeHtml(email.to.join(', '))}</dd>
<dt>De</dt><dd>${escapeHtml(email.from)}</dd>
<dt>Fecha</dt><dd><time datetime="${escapeHtml(email.sentAt)}">${escapeHtml(date.format(new Date(email.sentAt)))}</time></dd>
</dl>
<div class="text">${withLinks(email.text)}</div>
</article></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Correo del sandbox · Conexión Global</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Correo del sandbox</h1>
<p class="note">Los correos que la plataforma envió a través del proveedor de correo simulado. Ninguno salió de esta máquina. Recarga la página para ver los nuevos.</p>
<p>${count}</p>
${newest.length > 0 ? `<ol aria-label="Correos enviados">\n${items}\n</ol>` : ''}
</main>
</body>
</html>
`;
}
