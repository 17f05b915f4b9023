// The receipts pack as a PDF (issue 37, decision 053), written on the server with pdf-lib (pure
// JavaScript; this file is the API's alone, so it stays out of every browser bundle). A4 pages:
// the pack's sections in order (the domain's `receiptsPack`, the same words as the site's page),
// then the purchase receipt itself — a photo on a page of its own, a PDF's pages appended as they
// are. A PDF receipt that cannot be read (malformed, encrypted) leaves a line saying so instead of
// failing the pack. The 14 standard fonts write WinAnsi (Latin-1 and a few more): Spanish accents,
// ñ, ¿, ¡, € render; a character outside it (a product named in Japanese) is written as "?".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { PACK_RECEIPT_NOT_INCLUDED, type ReceiptsPack } from '@cg/domain';

/** What the pack's PDF is made of: its sections, and the receipt's file when there is one. */
export interface PackPdfInput {
  readonly pack: ReceiptsPack;
  readonly receipt: { readonly kind: 'image' | 'pdf'; readonly bytes: Uint8Array } | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LABEL_WIDTH = 200;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.8, 0.8, 0.84);

/** Characters WinAnsi lacks that the pack's own words use, written as their nearest. */
const NEAREST: Readonly<Record<string, string>> = {
  '\u2192': '->',
  '\u2212': '-',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** `text` as the font can write it: known look-alikes, anything else unwritable as "?". */
function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text) {
    const near = NEAREST[ch];
    if (near !== undefined) out += near;
    else out += set.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  }
  return out;
}

/** Lines of at most `width` points; a word longer than a line (a link) is cut where it must be. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Writes flowing text down A4 pages, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(
    text: string,
    o: { size: number; bold?: boolean; color?: typeof INK; x?: number; width?: number; gap?: number },
  ) {
    const font = o.bold ? this.bold : this.regular;
    const x = o.x ?? MARGIN;
    const lines = wrap(font, o.size, writable(font, text), o.width ?? A4[0] - MARGIN - x);
    for (const line of lines) {
      this.room(o.size * 1.35);
      this.y -= o.size * 1.35;
      this.page.drawText(line, { x, y: this.y, size: o.size, font, color: o.color ?? INK });
    }
    this.y -= o.gap ?? 0;
  }

  /** A label and its value side by side, the value wrapped in its column. */
  row(label: string, value: string) {
    const size = 9.5;
    const valueX = MARGIN + LABEL_WIDTH;
    const labelLines = wrap(this.regular, size, writable(this.regular, label), LABEL_WIDTH - 10);
    const valueLines = wrap(this.bold, size, writable(this.bold, value), A4[0] - MARGIN - valueX);
    const height = Math.max(labelLines.length, valueLines.length) * size * 1.35;
    this.room(height + 4);
    labelLines.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - (i + 1) * size * 1.35,
        size,
        font: this.regular,
        color: MUTED,
      });
    });
    valueLines.forEach((line, i) => {
      this.page.drawText(line, { x: valueX, y: this.y - (i + 1) * size * 1.35, size, font: this.bold, color: INK });
    });
    this.y -= height + 4;
  }

  rule() {
    this.room(14);
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 6;
  }
}

/** The photo on a page of its own, as large as fits under its caption. */
async function imagePage(doc: PDFDocument, font: PDFFont, bytes: Uint8Array) {
  // Stored photos are WebP (decision 039), which PDF cannot hold: re-encoded as JPEG here.
  const jpeg = await sharp(bytes).rotate().jpeg({ quality: 85 }).toBuffer();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage(A4);
  page.drawText('Comprobante de compra (foto)', { x: MARGIN, y: A4[1] - MARGIN - 12, size: 12, font, color: INK });
  const box = { width: A4[0] - 2 * MARGIN, height: A4[1] - 2 * MARGIN - 30 };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: MARGIN + (box.width - w) / 2, y: MARGIN + box.height - h, width: w, height: h });
}

/** The PDF receipt's pages, appended as they are; false when it cannot be read. */
async function appendPdf(doc: PDFDocument, bytes: Uint8Array): Promise<boolean> {
  try {
    const receipt = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = await doc.copyPages(receipt, receipt.getPageIndices());
    if (pages.length === 0) return false;
    for (const page of pages) doc.addPage(page);
    return true;
  } catch {
    return false;
  }
}

/** The pack as PDF bytes. */
export async function packPdf({ pack, receipt }: PackPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pack.title, { showInWindowTitleBar: true });
  doc.setLanguage('es-AR');
  doc.setCreator('Conexión Global');
  doc.setProducer('Conexión Global');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  w.text(pack.title, { size: 16, bold: true, gap: 4 });
  w.text(pack.subtitle, { size: 9, color: MUTED });
  w.text(`Pedido ${pack.orderId}`, { size: 9, color: MUTED, gap: 6 });
  for (const section of pack.sections) {
    w.rule();
    w.text(section.title, { size: 12, bold: true, gap: 4 });
    for (const line of section.lines) w.row(line.label, line.value);
    if (section.note) w.text(section.note, { size: 9.5, gap: 2 });
  }
  if (receipt?.kind === 'pdf' && !(await appendPdf(doc, receipt.bytes))) {
    w.rule();
    w.text(PACK_RECEIPT_NOT_INCLUDED, { size: 10, bold: true });
  }
  if (receipt?.kind === 'image') {
    try {
      await imagePage(doc, bold, receipt.bytes);
    } catch {
      w.rule();
      w.text(PACK_RECEIPT_NOT_INCLUDED, { size: 10, bold: true });
    }
  }
  return doc.save();
}
