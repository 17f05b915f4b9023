// The product speaks in tú, as the specification does ("puedes", "tienes"): issue 18, item 15.
// Screens had drifted into Rioplatense voseo ("Ingresá", "Registrate", "necesitás"). This reads
// every string the site, the component library and the domain show and fails on a voseo form.
// (Messages people type in tests may use voseo: test and story files are not read.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = [
  'apps/site/app',
  'packages/ui/src',
  'packages/domain/src',
  'packages/providers/src',
  'packages/browser/src',
  'mocks/src',
];

/** Voseo verb forms (imperative and present) that this product's copy could plausibly use. */
const VOSEO =
  /(?<!\p{L})(vos|sos|tenés|podés|querés|sabés|necesitás|llegás|elegís|recibís|entregás|pagás|ganás|viajás|publicás|comprás|aceptás|confirmás|buscás|encontrás|Ingresá|Registrate|Escribí|Mirá|Verificá|Sumá|Elegí|Hacé|Completá|Revisá|Probá|Volvé|Subí|Confirmá|Pagá|Usá|Buscá|Agregá|Guardá|Cargá|Publicá|Seleccioná|Descargá|Esperá|Indicá|Aceptá|Coordiná|Entregá|Iniciá|Creá|Ganá|Viajá|Pedí|Contanos|Escribinos|Avisanos|Fijate|Pedile|Pedíle|Decile|Decí|Avisale|Contale|Mandale|Escribile|Preguntale|Mostrale|Dejale|Acordate|Tené|Poné|Vení|Andá)(?!\p{L})/iu;

/** Copy that says what the product says otherwise: the return date's old names, English labels. */
const ELSEWHERE =
  /(?<!\p{L})(Llegada|Regresa hasta|Verified Traveller|Wallet|Withdraw|Payment Methods|Coupons)(?!\p{L})/u;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', '__screenshots__', 'testing', 'contract-suite'].includes(entry.name))
        out.push(...sources(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories|browser-test)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** The text inside string literals and JSX text of a file (comments are not copy). */
function copyOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const strings = [...withoutComments.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`|>([^<>{}\n]+)</g)];
  return strings.map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').filter((s) => /[a-záéíóúñ]/i.test(s));
}

describe('the product speaks in tú', () => {
  it('has no voseo in any copy of the site, the components, the domain or the providers', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sources(path.join(root, folder))) {
        for (const text of copyOf(readFileSync(file, 'utf8'))) {
          if (VOSEO.test(text)) found.push(`${path.relative(root, file)}: ${text.trim().slice(0, 80)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  // Issue 18, items 14 and 15: one name for the traveller's return date ("Regreso", decision 016)
  // and no English left on screen ("Verified Traveller" on every home card, "Wallet" in the menu).
  it('names the return date one way and leaves no English on screen', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sources(path.join(root, folder))) {
        for (const text of copyOf(readFileSync(file, 'utf8'))) {
          if (ELSEWHERE.test(text)) found.push(`${path.relative(root, file)}: ${text.trim().slice(0, 80)}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(ELSEWHERE.test('Llegada')).toBe(true);
    expect(ELSEWHERE.test('Wallet')).toBe(true);
    expect(ELSEWHERE.test('Billetera')).toBe(false);
  });

  it('recognises voseo (the check can fail)', () => {
    expect(copyOf("const a = 'Ingresá con tu email';").some((t) => VOSEO.test(t))).toBe(true);
    expect(copyOf('<p>Para aceptar pedidos necesitás verificar tu identidad.</p>').some((t) => VOSEO.test(t))).toBe(
      true,
    );
    expect(copyOf("const a = 'Pedile un código nuevo';").some((t) => VOSEO.test(t))).toBe(true);
    expect(copyOf("const a = 'Ingresa con tu email';").some((t) => VOSEO.test(t))).toBe(false);
    expect(copyOf("const a = 'Pídele un código nuevo';").some((t) => VOSEO.test(t))).toBe(false);
  });
});
