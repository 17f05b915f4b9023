// The visual review (decision 034): Chromatic's review, offline. The story runs' results
// (tooling/visual-reporter.mjs) become one HTML page that opens without a server — every story
// whose screenshot differs from its reference, grouped by component, with the reference, the new
// shot, the diff and a slider; new stories and references no story uses listed apart; unchanged
// stories counted — and a `review.json` beside it, from which `npm run visual:accept` updates the
// references it is told to, and only those.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileHash } from './visual-reporter.mjs';
import { readReferenceChromium } from './screenshots.mjs';

/** The results each story run left (`all.json`, `shard-N.json`), oldest shard first. */
function readRuns(runsDir) {
  if (!existsSync(runsDir)) return [];
  return readdirSync(runsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(runsDir, f), 'utf8')));
}

// Folders that hold no stories (or hold copies of them): not walked for references.
const NOT_WALKED = new Set([
  'node_modules',
  'dist',
  'coverage',
  'storybook-static',
  'visual-review',
  'test-results',
  'playwright-report',
]);
const STORIES_FILE = /\.stories\.[cm]?[jt]sx?$/;
// What Vitest writes beside references when a comparison fails (decision 006): not references.
const NOT_A_REFERENCE = /-(actual|diff|reference)(-\d+)?-[a-z]+-[a-z0-9]+\.png$/;

function* referenceFolders(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name.startsWith('build')) continue;
    if (NOT_WALKED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name !== '__screenshots__') {
      yield* referenceFolders(full);
      continue;
    }
    for (const folder of readdirSync(full, { withFileTypes: true })) {
      if (folder.isDirectory() && STORIES_FILE.test(folder.name)) {
        yield { folder: path.join(full, folder.name), storiesFile: path.join(dir, folder.name) };
      }
    }
  }
}

/**
 * @internal
 * References no story compares with: those of a stories file that ran and has no story of that
 * name any more, and every reference of a stories file that no longer exists. A stories file that
 * exists but did not run (a review of some files only) is left alone: its stories were not asked.
 */
export function removedReferences(root, runs) {
  const ran = new Set(runs.flatMap((run) => run.files));
  const expected = new Set(runs.flatMap((run) => run.stories.map((s) => s.reference)));
  const removed = [];
  for (const { folder, storiesFile } of referenceFolders(root)) {
    const gone = !existsSync(storiesFile);
    if (!gone && !ran.has(storiesFile)) continue;
    for (const file of readdirSync(folder).sort()) {
      const reference = path.join(folder, file);
      if (!file.endsWith('.png') || NOT_A_REFERENCE.test(file) || expected.has(reference)) continue;
      removed.push({
        id: path.relative(root, reference),
        reference,
        storiesFile,
        reason: gone ? 'su archivo de historias ya no existe' : 'ninguna historia de su archivo se llama así',
        sha256: fileHash(reference),
      });
    }
  }
  return removed;
}

/**
 * @internal
 * The review of one story run (its shards merged).
 * @param {object[]} runs what tooling/visual-reporter.mjs wrote
 * @param {{ command: object }} options how the stories were run (for `visual:accept --all` on
 *   another build)
 */
export function buildReview(runs, { command }) {
  if (runs.length === 0) throw new Error('No hay resultados de historias: ¿corrió la prueba de historias?');
  const [first] = runs;
  // References are looked for under the Storybook project's root (the repository, or a fixture's copy).
  const { root } = first;
  const stories = runs.flatMap((run) => run.stories);
  const byStatus = (status) => stories.filter((s) => s.status === status);
  return {
    createdAt: new Date().toISOString(),
    root,
    command,
    shards: runs.map((run) => run.shard ?? 'all'),
    chromium: first.chromium,
    referenceChromium: first.referenceChromium,
    referenceChromiumFile: first.referenceChromiumFile,
    allowedPixels: first.allowedPixels,
    changed: byStatus('changed'),
    added: byStatus('new'),
    failed: byStatus('failed'),
    removed: removedReferences(root, runs),
    unchanged: byStatus('unchanged').length,
    skipped: byStatus('skipped').length,
  };
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A PNG as a data: URL, so the page needs nothing beside it. */
function dataUrl(file) {
  try {
    return `data:image/png;base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return null;
  }
}

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumSignificantDigits: 2 });
const count = new Intl.NumberFormat('es-AR');

/** "1,5% de los píxeles (10.092)", or what changed size. @internal */
export function describeChange(story) {
  if (story.resized) {
    const [w1, h1, w2, h2] = story.resized;
    return `cambió de tamaño: ${w1}×${h1} → ${w2}×${h2} px`;
  }
  if (story.share === null || story.differingPixels === null) return 'difiere';
  const share = story.share > 0 && story.share < 0.0001 ? '< 0,01%' : percent.format(story.share);
  return `${share} de los píxeles (${count.format(story.differingPixels)})`;
}

function storybookLink(id) {
  return id ? `http://localhost:6006/?path=/story/${encodeURIComponent(id)}` : null;
}

function image(file, alt, className) {
  const src = file && dataUrl(file);
  if (!src) return `<p class="missing">${escapeHtml(alt)}: imagen no disponible</p>`;
  return `<img class="${className}" src="${src}" alt="${escapeHtml(alt)}">`;
}

function openStory(story) {
  const link = storybookLink(story.id);
  return `<p class="open">Abrir: <code>npm run storybook</code> y luego <a href="${escapeHtml(link ?? '#')}">${escapeHtml(
    link ?? '(sin id)',
  )}</a> · id <code class="story-id">${escapeHtml(story.id ?? '')}</code> · aceptar: <code>npm run visual:accept -- ${escapeHtml(
    story.id ?? '',
  )}</code></p>`;
}

function changedStory(story, index) {
  const reference = story.referenceShot?.path;
  const actual = story.actual?.path;
  return `<article class="story" id="cambio-${index}" data-story-id="${escapeHtml(story.id ?? '')}">
  <h4>${escapeHtml(story.name)}</h4>
  <p class="share" data-differing-pixels="${story.differingPixels ?? ''}">${escapeHtml(describeChange(story))}</p>
  ${openStory(story)}
  <div class="views">
    <figure><figcaption>Referencia</figcaption><div class="frame">${image(reference, `Referencia de ${story.name}`, 'reference')}</div></figure>
    <figure><figcaption>Nueva</figcaption><div class="frame">${image(actual, `Captura nueva de ${story.name}`, 'actual')}</div></figure>
    <figure><figcaption>Diferencias (en rojo)</figcaption><div class="frame">${
      story.diff
        ? image(story.diff.path, `Diferencias de ${story.name}`, 'diff')
        : '<p class="missing">Sin imagen de diferencias: cambió el tamaño.</p>'
    }</div></figure>
  </div>
  <div class="compare" data-compare>
    <p class="compare-label" id="deslizar-${index}">Desliza para pasar de la referencia (a la izquierda del corte) a la nueva (a la derecha): <span class="zoom"></span></p>
    <div class="stack" style="--pos: 50%">
      <div class="under"></div>
      <div class="over"></div>
    </div>
    <input type="range" min="0" max="100" value="50" aria-labelledby="deslizar-${index}">
  </div>
  ${story.referenceFound === false ? '<p class="warning">La referencia que Vitest comparó no está donde se espera: aceptar esta historia se rechaza.</p>' : ''}
</article>`;
}

function group(stories, render) {
  const groups = new Map();
  for (const story of stories) {
    const key = story.component ?? '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(story);
  }
  let index = 0;
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([title, items]) =>
        `<section class="component" data-component="${escapeHtml(title)}"><h3>${escapeHtml(title)}</h3>\n${items
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((story) => render(story, index++))
          .join('\n')}</section>`,
    )
    .join('\n');
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1320px; padding: 24px; color: #0f172a; }
h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid #cbd5e1; }
h3 { font-size: 17px; margin: 20px 0 0; } h4 { font-size: 15px; margin: 0; }
code { background: #f1f5f9; padding: 0 4px; border-radius: 4px; }
.summary li { margin: 2px 0; } .builds { background: #f8fafc; padding: 8px 12px; border-left: 4px solid #64748b; }
.builds.differ { border-color: #b45309; }
.story { border: 1px solid #cbd5e1; border-radius: 8px; padding: 16px; margin: 16px 0; }
.share { font-weight: 600; color: #b91c1c; margin: 4px 0; }
.views { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
.views figure { margin: 0; } .views img { width: 100%; height: auto; border: 1px solid #e2e8f0; }
figcaption { font-size: 13px; color: #475569; }
.frame { position: relative; } .mark { position: absolute; outline: 2px solid #b91c1c; outline-offset: 1px; pointer-events: none; }
.compare { margin-top: 12px; width: fit-content; max-width: 100%; } .stack { position: relative; border: 1px solid #e2e8f0; width: fit-content; max-width: 100%; }
.stack img, .stack canvas { display: block; max-width: 100%; height: auto; }
.stack canvas { image-rendering: pixelated; }
.stack .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--pos)); }
.stack .over img { background: #fff; }
.stack::after { content: ''; position: absolute; top: 0; bottom: 0; left: var(--pos); border-left: 2px solid #b91c1c; }
.compare input { width: 100%; }
.missing, .warning { color: #b45309; } .shots { display: flex; flex-wrap: wrap; gap: 12px; }
.shots img { max-width: 480px; height: auto; border: 1px solid #e2e8f0; }
pre { white-space: pre-wrap; background: #f8fafc; padding: 8px; }
`;

// In the page: where the diff image is red (pixelmatch's colour for a differing pixel), that area
// is outlined on the three images and shown enlarged under a slider — the reference under, the new
// shot over it, clipped from the left at the handle. A badge that changed colour is a few hundred
// pixels of a 960×720 capture: without the enlargement a person has to hunt for it. Drawn from the
// images already on the page, so each picture is in the file once. Without a diff image (the size
// changed) the slider shows both whole.
const SCRIPT = `
const PAD = 24;
function changedArea(diff) {
  const canvas = document.createElement('canvas');
  canvas.width = diff.naturalWidth; canvas.height = diff.naturalHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(diff, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    if (data[i] > 200 && data[i + 1] < 80 && data[i + 2] < 80) {
      if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  x0 = Math.max(0, x0 - PAD); y0 = Math.max(0, y0 - PAD);
  x1 = Math.min(width - 1, x1 + PAD); y1 = Math.min(height - 1, y1 + PAD);
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1, width, height };
}
function crop(image, area, zoom) {
  const canvas = document.createElement('canvas');
  canvas.width = area.w; canvas.height = area.h;
  canvas.style.width = area.w * zoom + 'px';
  canvas.getContext('2d').drawImage(image, area.x, area.y, area.w, area.h, 0, 0, area.w, area.h);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', image.alt + ' (ampliada)');
  return canvas;
}
async function prepare(story) {
  const reference = story.querySelector('img.reference');
  const actual = story.querySelector('img.actual');
  const diff = story.querySelector('img.diff');
  const compare = story.querySelector('[data-compare]');
  if (!reference || !actual) { compare.remove(); return; }
  await Promise.all([reference, actual, diff].filter(Boolean).map((image) => image.decode()));
  const area = diff ? changedArea(diff) : null;
  const stack = compare.querySelector('.stack');
  if (area) {
    for (const image of [reference, actual, diff]) {
      const mark = document.createElement('div');
      mark.className = 'mark';
      mark.style.cssText = 'left:' + (100 * area.x / area.width) + '%;top:' + (100 * area.y / area.height) + '%;width:' +
        (100 * area.w / area.width) + '%;height:' + (100 * area.h / area.height) + '%';
      image.parentElement.append(mark);
    }
    const zoom = Math.max(1, Math.min(4, Math.floor(960 / area.w), Math.floor(600 / area.h)));
    compare.querySelector('.zoom').textContent = 'ampliado ×' + zoom + ' donde cambió';
    compare.querySelector('.under').append(crop(reference, area, zoom));
    compare.querySelector('.over').append(crop(actual, area, zoom));
    story.dataset.changedArea = [area.x, area.y, area.w, area.h].join(',');
  } else {
    compare.querySelector('.zoom').textContent = 'imágenes enteras';
    const under = reference.cloneNode(); under.alt = reference.alt;
    const over = actual.cloneNode(); over.alt = actual.alt;
    compare.querySelector('.under').append(under);
    compare.querySelector('.over').append(over);
  }
  compare.querySelector('input').addEventListener('input', (event) => {
    stack.style.setProperty('--pos', event.target.value + '%');
  });
}
Promise.all([...document.querySelectorAll('article.story')].map(prepare)).then(() => {
  document.body.dataset.ready = 'true';
});
`;

/** The report: one HTML page, images inside it. @internal */
export function renderReport(review) {
  const sameBuild = review.chromium === review.referenceChromium;
  const differing = review.changed.length;
  const builds = `<div class="builds${sameBuild ? '' : ' differ'}">
  <p>Referencias: <strong data-build="references">${escapeHtml(review.referenceChromium ?? '(sin registrar)')}</strong><br>
  Esta corrida: <strong data-build="run">${escapeHtml(review.chromium)}</strong></p>
  ${
    sameBuild
      ? '<p>Mismo Chromium: cualquier píxel distinto cuenta (decisión 010).</p>'
      : `<p>Son Chromium distintos: pasan hasta ${review.allowedPixels} píxeles de antialiasing (decisión 010). Aceptar historias sueltas se rechaza; <code>npm run visual:accept -- --all</code> vuelve a grabar todas las referencias con este Chromium.</p>`
  }
</div>`;
  const added = review.added
    .map(
      (story) =>
        `<article class="new" data-story-id="${escapeHtml(story.id ?? '')}"><h4>${escapeHtml(
          story.component ?? '',
        )} · ${escapeHtml(story.name)}</h4>${openStory(story)}<div class="shots">${image(
          story.shot?.path,
          `Captura de ${story.name}`,
          'shot',
        )}</div></article>`,
    )
    .join('\n');
  const removed = review.removed
    .map(
      (ref) =>
        `<article class="removed" data-reference="${escapeHtml(ref.id)}"><h4><code>${escapeHtml(
          ref.id,
        )}</code></h4><p>${escapeHtml(ref.reason)} · aceptar (borrarla): <code>npm run visual:accept -- ${escapeHtml(
          ref.id,
        )}</code></p><div class="shots">${image(ref.reference, `Referencia ${ref.id}`, 'shot')}</div></article>`,
    )
    .join('\n');
  const failed = review.failed
    .map(
      (story) =>
        `<li data-story-id="${escapeHtml(story.id ?? '')}"><code>${escapeHtml(story.id ?? story.name)}</code><pre>${escapeHtml(
          (story.message ?? '').split('\n').slice(0, 6).join('\n'),
        )}</pre></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Revisión visual: ${differing} ${differing === 1 ? 'historia cambió' : 'historias cambiaron'}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Revisión visual de las historias</h1>
<ul class="summary">
  <li><a href="#cambios"><strong data-count="changed">${differing}</strong> con cambios</a></li>
  <li><a href="#nuevas"><strong data-count="new">${review.added.length}</strong> nuevas</a> (sin referencia)</li>
  <li><a href="#sin-historia"><strong data-count="removed">${review.removed.length}</strong> referencias sin historia</a></li>
  <li><strong data-count="unchanged">${review.unchanged}</strong> sin cambios (no se muestran)</li>
  ${review.failed.length ? `<li><a href="#fallaron"><strong data-count="failed">${review.failed.length}</strong> fallaron antes de la captura</a></li>` : ''}
</ul>
${builds}
<p>Generado el ${escapeHtml(review.createdAt)}. Para ver una historia en vivo: <code>npm run storybook</code> y abrir su enlace. Aceptar cambios (actualiza solo esas referencias): <code>npm run visual:accept -- &lt;id&gt; …</code> o <code>--all</code>; después, commit de los PNG.</p>
</header>
<main>
<h2 id="cambios">Con cambios</h2>
${differing ? group(review.changed, changedStory) : '<p>Ninguna historia difiere de su referencia.</p>'}
<h2 id="nuevas">Nuevas</h2>
${added || '<p>Ninguna.</p>'}
<h2 id="sin-historia">Referencias sin historia</h2>
${removed || '<p>Ninguna.</p>'}
${failed ? `<h2 id="fallaron">Fallaron antes de la captura</h2><p>Su prueba falló antes de comparar la pantalla (play, axe, fuente): ver la salida de la prueba.</p><ul>${failed}</ul>` : ''}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/**
 * Writes `review.json` and `index.html` in `outDir` from the runs in `runsDir`.
 * @returns {{ review: ReturnType<typeof buildReview>, report: string }}
 */
export function writeReview({ runsDir, outDir, command }) {
  const review = buildReview(readRuns(runsDir), { command });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'review.json'), JSON.stringify(review, null, 2));
  const report = path.join(outDir, 'index.html');
  writeFileSync(report, renderReport(review));
  return { review, report };
}

/** One line per kind, for the terminal. */
export function summaryLine(review) {
  return `${review.changed.length} con cambios, ${review.added.length} nuevas, ${review.removed.length} referencias sin historia, ${review.unchanged} sin cambios${
    review.failed.length ? `, ${review.failed.length} fallaron antes de la captura` : ''
  }`;
}

/**
 * What `visual:accept` would do, or why it refuses — nothing is written here.
 * @param {ReturnType<typeof buildReview>} review the last review
 * @param {{ ids: string[], all: boolean }} request
 * @returns {{ refused: string } | { rerecord: true, removed: object[] } | { actions: { id: string, kind: 'write' | 'delete', from?: string, to: string }[] }}
 */
export function planAccept(review, { ids, all }) {
  const recorded = readReferenceChromium(review.referenceChromiumFile);
  if (recorded !== review.chromium) {
    const references = recorded ?? '(un Chromium sin registrar)';
    if (!all) {
      return {
        refused:
          `Las referencias son de ${references} y la revisión corrió en ${review.chromium}: aceptar solo algunas ` +
          `historias dejaría referencias de dos Chromium. Acepta todas con --all (las vuelve a grabar con ${review.chromium})` +
          (recorded ? `, o revisa con ${recorded}.` : '.'),
      };
    }
    if (review.command.filtered) {
      return {
        refused:
          `--all con otro Chromium vuelve a grabar todas las referencias, y esta revisión corrió solo algunas historias ` +
          `(${review.command.args.join(' ')}): corre npm run visual:review sin filtros y acepta de nuevo.`,
      };
    }
    return { rerecord: true, removed: review.removed };
  }
  const known = new Map([
    ...review.changed.map((s) => [s.id, { kind: 'changed', story: s }]),
    ...review.added.map((s) => [s.id, { kind: 'new', story: s }]),
    ...review.removed.map((r) => [r.id, { kind: 'removed', story: r }]),
  ]);
  const wanted = all ? [...known.keys()] : ids;
  const problems = [];
  const actions = [];
  for (const id of wanted) {
    const entry = known.get(id);
    if (!entry) {
      const other = [...review.failed].find((s) => s.id === id);
      problems.push(
        other
          ? `${id}: falló antes de la captura; no hay captura que aceptar`
          : `${id}: la última revisión no la muestra como cambiada, nueva ni sin historia`,
      );
      continue;
    }
    const { kind, story } = entry;
    if (kind === 'changed') {
      if (!story.referenceFound) problems.push(`${id}: la referencia comparada no está en ${story.reference}`);
      else if (fileHash(story.reference) !== story.referenceSha256)
        problems.push(`${id}: su referencia cambió después de la revisión; revisa de nuevo`);
      else if (fileHash(story.actual.path) !== story.actual.sha256)
        problems.push(`${id}: la captura revisada ya no está (otra corrida la reemplazó); revisa de nuevo`);
      else actions.push({ id, kind: 'write', from: story.actual.path, to: story.reference });
    } else if (kind === 'new') {
      const current = fileHash(story.reference);
      if (fileHash(story.shot.path) !== story.shot.sha256)
        problems.push(`${id}: la captura revisada ya no está (otra corrida la reemplazó); revisa de nuevo`);
      else if (current !== null && current !== story.shot.sha256)
        problems.push(`${id}: ya tiene otra referencia desde la revisión; revisa de nuevo`);
      else actions.push({ id, kind: 'write', from: story.shot.path, to: story.reference });
    } else if (fileHash(story.reference) !== story.sha256) {
      problems.push(`${id}: la referencia cambió o ya no está desde la revisión; revisa de nuevo`);
    } else actions.push({ id, kind: 'delete', to: story.reference });
  }
  if (problems.length) return { refused: `Nada se aceptó:\n  ${problems.join('\n  ')}` };
  if (actions.length === 0)
    return { refused: 'No hay nada que aceptar: ninguna historia difiere en la última revisión.' };
  return { actions };
}

/** Does what planAccept decided. */
export function applyActions(actions) {
  for (const action of actions) {
    if (action.kind === 'delete') rmSync(action.to);
    else {
      mkdirSync(path.dirname(action.to), { recursive: true });
      copyFileSync(action.from, action.to);
    }
  }
}

/** Every reference PNG under the stories' folders, with its hash: to say which a re-recording changed. */
export function referenceHashes(root) {
  const hashes = new Map();
  for (const { folder } of referenceFolders(root)) {
    for (const file of readdirSync(folder)) {
      if (file.endsWith('.png') && !NOT_A_REFERENCE.test(file)) {
        hashes.set(path.join(folder, file), fileHash(path.join(folder, file)));
      }
    }
  }
  return hashes;
}
