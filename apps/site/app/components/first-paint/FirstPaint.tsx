// Per-route HTML shells (issue 19, decision 024). Remix v2's SPA mode writes one index.html whose
// body is the root's HydrateFallback, so before this nothing of a page was in its HTML. Now the
// build's render of that fallback holds every shell below, each in a <template>, and
// scripts/build-site.mjs writes one document per shell (the first paint of `/`, `/pedidos` and
// `/pedidos/:id` with the site's own header and styles, before any JavaScript) plus `shells.json`,
// which the servers (apps/api/src/static.ts, scripts/serve.mjs) read to pick the document of a
// path. Every document is the same but for what is inside `#cg-shell`, so the CSP's hashes of
// the inline scripts are the same for all of them.
//
// In the browser the fallback keeps whatever the document painted, byte for byte
// (`FirstPaintKeeper`), until the route has loaded and renders the page in its place.
import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { REWARD_FILTER } from '@cg/domain';
import { Header, RequestCardSkeleton, RequestFilterBarPlaceholder, VisuallyHidden } from '@cg/ui';
import { SERVER_MODE } from '#app/lib/backend';
import { BackToRequests, RequestsIntro, HomeHero } from './PageIntros';
import { ExamplesBannerFirstPaint, LocalRequestFirstPaint } from './StaticFirstPaint';
import * as frame from '#app/components/SiteShell.css';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

const SHELL_ID = 'cg-shell';

/**
 * The static demo's shells also paint from this browser's storage (StaticFirstPaint.tsx). Only
 * in the build's render: `import.meta.env.SSR` is false in the browser's bundle, which then drops
 * that module — its scripts, the example names and the default picture — whole.
 */
const STATIC_AT_BUILD = !SERVER_MODE && import.meta.env.SSR;

/**
 * The first page of `/pedidos` in server mode, asked for by the document itself (a preload the
 * browser starts while it parses the HTML, in parallel with the JavaScript) instead of after
 * hydration. The same URL the HTTP adapter asks for with no filters (`requests.searchPage`).
 */
const FIRST_REQUESTS_PAGE = `/api/requests/page?minReward=${REWARD_FILTER.defaultValue}`;

/** `/pedidos/:id`'s early loads (public/early-request.js). */
const EARLY_REQUEST_SCRIPT = '/early-request.js';

/** The site's frame as a visitor sees it before the page loads: skip link, header, no footer yet. */
function Frame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className={frame.frame}>
      <a className={frame.skip} href="#contenido">
        Saltar al contenido
      </a>
      <Header user={null} currentPath={path} />
      <div id="contenido" tabIndex={-1} className={frame.content}>
        {children}
      </div>
    </div>
  );
}

interface Shell {
  /** The paths it is for (`:id` is one segment; `*` any other path). */
  readonly path: string;
  /** Where the build writes it, under the client directory. */
  readonly file: string;
  readonly render: () => ReactNode;
}

const SHELLS: readonly Shell[] = [
  {
    path: '/',
    file: '/shells/inicio.html',
    render: () => (
      <Frame path="/">
        <main className={`${page.page} ${styles.fit}`}>
          <HomeHero />
          {STATIC_AT_BUILD ? <ExamplesBannerFirstPaint /> : null}
        </main>
      </Frame>
    ),
  },
  {
    path: '/pedidos',
    file: '/shells/pedidos.html',
    render: () => (
      <Frame path="/pedidos">
        {SERVER_MODE ? <link rel="preload" as="fetch" href={FIRST_REQUESTS_PAGE} crossOrigin="anonymous" /> : null}
        <main className={`${page.page} ${styles.fit}`}>
          <RequestsIntro />
          {/* The list's own loading state (RequestListScreen with no page yet): the bar as it will
              be and the cards' shapes, so a slow phone sees what is coming rather than blank. */}
          <RequestFilterBarPlaceholder categories={[]} />
          <p className={styles.muted} />
          <RequestCardSkeleton count={3} label="Buscando pedidos…" className={styles.stillShapes} />
        </main>
      </Frame>
    ),
  },
  {
    path: '/pedidos/:id',
    file: '/shells/pedido.html',
    render: () => (
      <Frame path="/pedidos/:id">
        {/* The request's own URL is known only in the browser: a file, not an inline script (the
            CSP hashes the documents' inline scripts once), asks for the page's data and paints
            its name. Async and high priority: it is asked for ahead of the app's modules and
            runs as soon as it arrives (Lighthouse, three runs each: LCP about 2.45 s, against
            2.5 s deferred). */}
        {SERVER_MODE ? <script src={EARLY_REQUEST_SCRIPT} async {...{ fetchpriority: 'high' }} /> : null}
        {/* The page's own layout (routes/pedidos.$id.tsx) down to its title. In server mode the
            API writes the request's photo, "Ejemplo" tag and name into these places as it sends
            the document (apps/api's fillRequestShell: what any visitor sees of it), so the name
            paints with the HTML, where the page will show it; when it could not (a slow lookup),
            the script fills them in from its answer. */}
        <main className={`${page.page} ${styles.fit}`}>
          <BackToRequests />
          <div className={styles.detail}>
            {/* No picture until the script has one: the box's own colour meanwhile (the page's
                default picture would weigh in every page's first load). */}
            <img alt="" className={styles.detailImage} width={400} height={300} data-cg-early="photo" />
            <div className={styles.section}>
              <span className={styles.exampleTag} data-cg-early="example" hidden>
                Ejemplo
              </span>
              <h1 className={page.title} data-cg-early="name" hidden>
                Cargando pedido…
              </h1>
              <VisuallyHidden role="status">Cargando pedido…</VisuallyHidden>
            </div>
          </div>
        </main>
        {STATIC_AT_BUILD ? <LocalRequestFirstPaint /> : null}
      </Frame>
    ),
  },
  {
    // Every other path: index.html, as before the shells.
    path: '*',
    file: '/index.html',
    render: () => (
      <div className={page.fallback} role="status" aria-live="polite">
        Cargando Conexión Global…
      </div>
    ),
  },
];

const FALLBACK: Shell = SHELLS.find((s) => s.path === '*') ?? { path: '*', file: '/index.html', render: () => null };

function matches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
}

/**
 * The build's render (Node): this path's shell in `#cg-shell` and every shell in a template for
 * scripts/build-site.mjs to split. Under `vite dev` the path's own shell is enough.
 */
export function FirstPaintShells() {
  const { pathname } = useLocation();
  const current = SHELLS.find((s) => matches(s.path, pathname)) ?? FALLBACK;
  return (
    <>
      <div id={SHELL_ID}>{current.render()}</div>
      {import.meta.env.DEV
        ? null
        : SHELLS.map((s) => (
            <template key={s.path} data-cg-shell={s.path} data-file={s.file}>
              {s.render()}
            </template>
          ))}
    </>
  );
}

/**
 * In the browser, during hydration: the shell the document painted, kept as it is (React does not
 * compare HTML it is given to set, so whatever the document held hydrates without a mismatch).
 */
export function FirstPaintKeeper() {
  const html = document.getElementById(SHELL_ID)?.innerHTML ?? '';
  return <div id={SHELL_ID} dangerouslySetInnerHTML={{ __html: html }} />;
}
