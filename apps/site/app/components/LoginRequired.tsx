import { useLocation } from '@remix-run/react';
import { LoginRequiredNotice } from '@cg/ui';
import { MESSAGES } from '@cg/domain';
import * as page from '#app/styles/page.css';

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
      <LoginRequiredNotice title={heading} description={`${description}.`} loginHref={`/login?redirectTo=${back}`} />
    </main>
  );
}
