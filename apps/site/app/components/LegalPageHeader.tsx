import { LEGAL_UPDATED_AT } from '@cg/domain';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

const longDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Title and "last updated" line of the legal pages, dated from the one constant in the domain. */
export function LegalPageHeader({ title }: { title: string }) {
  return (
    <header className={content.header}>
      <h1 className={page.title}>{title}</h1>
      <p className={content.meta}>
        Última actualización:{' '}
        <time dateTime={LEGAL_UPDATED_AT}>{longDate.format(new Date(`${LEGAL_UPDATED_AT}T00:00:00Z`))}</time>
      </p>
    </header>
  );
}
