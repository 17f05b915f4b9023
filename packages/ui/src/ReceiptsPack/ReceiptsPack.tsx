import { useId } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as s from './ReceiptsPack.css';

/** One label and its value, already written by the domain (`receiptsPack`). */
export interface ReceiptsPackLine {
  label: string;
  value: string;
}

/** One section of the pack: the request, the terms, the clause, the receipt, the payment, refunds, the release. */
export interface ReceiptsPackSection {
  id: string;
  title: string;
  lines: readonly ReceiptsPackLine[];
  /** A sentence under the lines (the clause in words, why a section is empty). */
  note?: string | undefined;
}

/** The purchase receipt's file: a photo shown in the pack, a PDF to download. */
export interface ReceiptsPackFile {
  kind: 'image' | 'pdf';
  /** The photo's address to show it (a photo only); null: not here. */
  imageUrl?: string | null;
  /** The download's address (the API's, or this browser's copy); null: not here. */
  href: string | null;
  /** `comprobante-<id>.pdf|.webp`. */
  fileName: string;
}

export interface ReceiptsPackProps {
  title: string;
  /** What the pack is and is not ("No es una factura fiscal."). */
  subtitle: string;
  /** The order's id, printed under the title. */
  orderId: string;
  sections: readonly ReceiptsPackSection[];
  receipt: ReceiptsPackFile | null;
  /** The PDF's address (server mode); null: no PDF here (the static demo). */
  pdfHref: string | null;
  /** `conexion-global-pedido-<id>.pdf`. */
  pdfFileName?: string;
  /** Prints the page; absent: no "Imprimir" button. */
  onPrint?: () => void;
  /** @default 1 */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * An order's receipts pack (issue 37, decision 053): what a traveller shows at customs and a buyer
 * keeps — its sections as the domain wrote them, the photo of the purchase receipt (a PDF receipt
 * is a download), and "Imprimir" and "Descargar PDF". Printed, it is an A4 sheet: the buttons
 * hidden, no section split across two pages, the photo on a page of its own.
 */
export function ReceiptsPack({
  title,
  subtitle,
  orderId,
  sections,
  receipt,
  pdfHref,
  pdfFileName,
  onPrint,
  headingLevel = 1,
  className,
}: ReceiptsPackProps) {
  const id = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const SectionTitle = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className={className ? `${s.pack} ${className}` : s.pack} aria-labelledby={`${id}-title`}>
      <header className={s.header}>
        <Title id={`${id}-title`} className={s.title}>
          {title}
        </Title>
        <p className={s.muted}>{subtitle}</p>
        <p className={s.muted}>Pedido {orderId}</p>
      </header>
      {onPrint || pdfHref ? (
        <div className={s.actions}>
          {onPrint ? <Button onPress={onPrint}>Imprimir</Button> : null}
          {pdfHref ? (
            <Link href={pdfHref} variant="button-secondary" download={pdfFileName ?? true}>
              Descargar PDF
            </Link>
          ) : null}
        </div>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} className={s.section} aria-labelledby={`${id}-${section.id}`}>
          <SectionTitle id={`${id}-${section.id}`} className={s.sectionTitle}>
            {section.title}
          </SectionTitle>
          {section.lines.length > 0 ? (
            <dl className={s.lines}>
              {section.lines.map((line, i) => (
                <Line key={`${line.label}-${String(i)}`} line={line} />
              ))}
            </dl>
          ) : null}
          {section.note ? <p className={s.note}>{section.note}</p> : null}
          {section.id === 'receipt' && receipt ? <ReceiptFile receipt={receipt} /> : null}
        </section>
      ))}
    </article>
  );
}

function Line({ line }: { line: ReceiptsPackLine }) {
  return (
    <>
      <dt>{line.label}</dt>
      <dd>{line.value}</dd>
    </>
  );
}

function ReceiptFile({ receipt }: { receipt: ReceiptsPackFile }) {
  if (receipt.kind === 'image' && receipt.imageUrl) {
    return (
      <figure className={s.figure}>
        <img className={s.image} src={receipt.imageUrl} alt="Foto del comprobante de compra" />
        <figcaption className={s.muted}>
          Comprobante de compra (foto)
          {receipt.href ? (
            <>
              {' · '}
              <a className={s.link} href={receipt.href} download={receipt.fileName}>
                Descargar
              </a>
            </>
          ) : null}
        </figcaption>
      </figure>
    );
  }
  if (!receipt.href) return <p className={s.note}>El archivo del comprobante no está en este dispositivo.</p>;
  return (
    <p className={s.note}>
      <a className={s.link} href={receipt.href} download={receipt.fileName}>
        Descargar el comprobante ({receipt.kind === 'pdf' ? 'PDF' : 'foto'})
      </a>
    </p>
  );
}
