import { LEGAL_UPDATED_AT, formatDate } from '@cg/domain';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

/** Title and "last updated" line of the legal pages, dated from the one constant in the domain. */
export function LegalPageHeader({ title }: { title: string }) {
  return (
    <header className={content.header}>
      <h1 className={page.title}>{title}</h1>
      <p className={content.meta}>
        Última actualización: <time dateTime={LEGAL_UPDATED_AT}>{formatDate(LEGAL_UPDATED_AT)}</time>
      </p>
    </header>
  );
}
