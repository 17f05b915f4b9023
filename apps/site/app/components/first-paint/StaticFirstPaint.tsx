// The static demo's first paint from this browser's own storage (issue 19, decision 024). Its
// data lives in localStorage, which no server sees, so these documents carry a small inline script
// that reads it while the page parses — before the first paint, before any module — and shows
// what the page will show: the examples banner on `/`, and on `/pedidos/:id` the request's name,
// its "Ejemplo" tag and the default picture of a request without a photo.
//
// Rendered only at build time (FirstPaint.tsx renders these under `import.meta.env.SSR`), so none
// of it — the scripts, the example names, the picture — is in the browser's JavaScript. The
// scripts read the storage as the domain writes it (`{ v, data }` under the keys of
// STORAGE_KEYS) without its schemas: anything unexpected leaves the shell as built, and the app
// shows what it finds. The API's CSP allows them by hash, as every inline script of the documents.
import { Button, defaultRequestImage } from '@cg/ui';
import { STORAGE_KEYS, exampleRequestsFirstPaint } from '@cg/browser';
import * as styles from '#app/styles/market.css';

/** Inline `<script>` text; nothing in it may close the element or open a comment early. */
function inline(code: string) {
  if (/<\/script|<!--/i.test(code)) throw new Error('Un script de la primera pintura contiene </script o <!--');
  return { __html: code };
}

const KEYS = JSON.stringify({
  requests: STORAGE_KEYS.productRequests,
  trips: STORAGE_KEYS.travelerTrips,
  examples: STORAGE_KEYS.examples,
});

/**
 * Shared by both scripts: `data(key)` is a document's `data` (null when the key is absent), and
 * `willSeed()` says whether this is the empty browser the app seeds the examples into
 * (examples.client.ts's `ensureExamples`: no request, no trip, examples never seeded or removed).
 */
const READ = `var K=${KEYS},s=window.localStorage;
function data(k){var r=s.getItem(k);if(r===null)return null;var d=JSON.parse(r);return d&&typeof d==="object"?d.data:undefined}
function none(k){var d=data(k);return d===null||(Array.isArray(d)&&d.length===0)}
function ex(){return data(K.examples)||{}}
function willSeed(){var e=ex();return !e.seeded&&!e.removed&&none(K.requests)&&none(K.trips)}`;

/** `/`: the banner shows when the page will have examples (examples.present(), or about to seed). */
const SHOW_BANNER = `(function(){try{${READ}
var b=document.currentScript.previousElementSibling,e=/"isExample":true/;
if(willSeed()||e.test(s.getItem(K.requests)||"")||e.test(s.getItem(K.trips)||""))b.hidden=false}catch(x){}})();`;

/** The examples banner as the home page draws it (ExamplesBanner.tsx), hidden until its script says. */
export function ExamplesBannerFirstPaint() {
  return (
    <>
      <aside className={styles.banner} aria-label="Contenido de ejemplo" hidden>
        <p>
          Estás viendo <strong>pedidos y viajes de ejemplo</strong> para que pruebes el sitio. Los tuyos aparecen junto
          a ellos.
        </p>
        {/* The page's form around its button, without an action, and the button disabled until
            the app can act on it: a press before then would be lost. */}
        <div>
          <Button type="button" variant="secondary" size="sm" isDisabled>
            Quitar ejemplos
          </Button>
        </div>
      </aside>
      <script dangerouslySetInnerHTML={inline(SHOW_BANNER)} />
    </>
  );
}

const EXAMPLES = JSON.stringify(
  Object.fromEntries(
    exampleRequestsFirstPaint().map((r) => [r.id, { productName: r.productName, isExample: true, imageId: null }]),
  ),
);

/** `/pedidos/:id`: the stored request (or, in an empty browser, the example it will be). */
const FILL_REQUEST = `(function(){try{${READ}
var m=/^\\/pedidos\\/([^/]+)\\/?$/.exec(location.pathname);if(!m)return;var id=decodeURIComponent(m[1]),r=null;
var list=data(K.requests);
if(Array.isArray(list)){for(var i=0;i<list.length;i++)if(list[i]&&list[i].id===id){r=list[i];break}}
else if(willSeed()){r=${EXAMPLES}[id]||null}
if(!r||typeof r.productName!=="string")return;
function q(n){return document.querySelector('[data-cg-early="'+n+'"]')}
var name=q("name");if(!name)return;name.textContent=r.productName;name.hidden=false;
var tag=q("example");if(tag&&r.isExample===true)tag.hidden=false;
var photo=q("photo");if(photo&&!r.imageId)photo.src=${JSON.stringify(defaultRequestImage)}}catch(x){}})();`;

/** Runs where it stands, after the shell's places (`data-cg-early`) it fills. */
export function LocalRequestFirstPaint() {
  return <script dangerouslySetInnerHTML={inline(FILL_REQUEST)} />;
}
