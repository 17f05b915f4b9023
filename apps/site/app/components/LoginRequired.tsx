import { useLocation } from '@remix-run/react';
import { Card, Link } from '@cg/ui';
import { MESSAGES } from '@cg/domain';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

/**
 * What an account page shows a visitor: why there is nothing here and the way in (the spec's
 * 'Acceso Denegado' copy), instead of someone else's data or an empty page.
 */
export function LoginRequired({ title }: { title: string }) {
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  const [heading, description] = MESSAGES.dashboardLoginRequired;
  return (
    <main className={page.narrow}>
      <h1 className={page.title}>{title}</h1>
      <Card variant="sunken" padding="lg" gap="md" role="region" aria-labelledby="acceso-denegado">
        <h2 id="acceso-denegado" className={content.cardTitle}>
          {heading}
        </h2>
        <p className={content.muted}>{description}.</p>
        <div className={content.actions}>
          <Link variant="button-primary" href={`/login?redirectTo=${back}`}>
            Iniciar Sesión
          </Link>
          <Link variant="button-secondary" href="/registro">
            Registrarse
          </Link>
        </div>
      </Card>
    </main>
  );
}
