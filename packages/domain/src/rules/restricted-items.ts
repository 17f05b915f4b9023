import { CATEGORY_LABELS } from '#src/labels';
import type { Restriction } from '#src/schemas/product-request';

/**
 * Screening of a request against what Argentine customs (ARCA/DGA, SENASA, ANMAT, ANMaC) and
 * airlines (IATA dangerous goods) forbid or restrict. Pure; the lists are data.
 *
 * Matching: name, category label and notes are lower-cased and stripped of accents, then every
 * term is matched as whole words ("arma" never matches "armario"). A term inside an `unless`
 * phrase does not count ("pistola de silicona" is a glue gun, "pastillas de freno" brake pads).
 * Decided rules:
 * - Batteries INSTALLED in equipment are allowed (an iPhone, a notebook, a Kindle): IATA lets
 *   them travel in the device. Only loose lithium batteries and power banks are restricted.
 * - Weapon accessories that name the weapon (a "funda para pistola", a "mira para rifle") count
 *   as weapons: several are controlled by ANMaC and we prefer a false refusal to a seizure.
 *   Tools and toys called "pistola" are not weapons: silicone/glue, heat, paint, nail, massage,
 *   water and toy guns, and Nerf.
 * - "Réplica" alone is read as a copy of a branded product (counterfeit); scale models
 *   ("réplica a escala") are not.
 * - Forbidden wins over restricted; each restriction is listed once.
 */

export type ItemRuleKind = 'forbidden' | 'restricted';

export interface ItemRule {
  readonly code: string;
  readonly kind: ItemRuleKind;
  /** Spanish label ("Armas y municiones"). */
  readonly label: string;
  /** Forbidden: why it is refused. Restricted: what the traveller must know. */
  readonly note: string;
  /** Regular-expression fragments over lower-case, accent-free text, matched as whole words. */
  readonly terms: readonly string[];
  /** Phrases that make a term inside them harmless. */
  readonly unless?: readonly string[];
}

const GUN_TOOLS = [
  'pistolas? (de|para) (silicona|silicon|pegamento|calor|aire caliente|pintura|clavos|agua|juguete|masajes?|burbujas|hidrolavadora)',
  'pistolas? (masajeadoras?|nerf|de hidrogel)',
  '(glue|hot glue|heat|massage|water|nerf|spray|paint|nail|toy|bubble) guns?',
  'guns? (massager|de masajes)',
];

/** @internal */
export const ITEM_RULES: readonly ItemRule[] = [
  {
    code: 'weapons',
    kind: 'forbidden',
    label: 'Armas, municiones y réplicas',
    note: 'las armas, sus partes, municiones y réplicas solo se importan con autorización de ANMaC y no pueden viajar en el equipaje de un particular.',
    terms: [
      'armas?',
      'armas? de fuego',
      'armas? blancas?',
      'pistolas?',
      'revolver(es)?',
      'rifles?',
      'escopetas?',
      'carabinas?',
      'municion(es)?',
      'balas?',
      'cartuchos? (de escopeta|calibre \\w+)',
      'airsoft',
      'replicas? de armas?',
      'ballestas?',
      'taser',
      'picanas?',
      'gas pimienta',
      'spray de pimienta',
      'pepper spray',
      'nudilleras?',
      'guns?',
      'firearms?',
      'handguns?',
      'pistols?',
      'shotguns?',
      'ammo',
      'ammunition',
      'bullets?',
      'crossbows?',
      'brass knuckles',
      'stun guns?',
    ],
    unless: [
      ...GUN_TOOLS,
      'bullet journal',
      'bullet points?',
      'rifle paper',
      'bala de oxigeno',
      'arma (tu|su|tus|sus|el|la|los|las|un|una)',
    ],
  },
  {
    code: 'explosives',
    kind: 'forbidden',
    label: 'Explosivos y pirotecnia',
    note: 'los explosivos y la pirotecnia están prohibidos en aviones y solo se importan con autorización de ANMaC.',
    terms: [
      'explosivos?',
      'pirotecnia',
      'fuegos artificiales',
      'petardos?',
      'bengalas?',
      'dinamita',
      'polvora',
      'explosives?',
      'fireworks?',
      'firecrackers?',
      'gunpowder',
      'sparklers?',
    ],
  },
  {
    code: 'drugs',
    kind: 'forbidden',
    label: 'Drogas y estupefacientes',
    note: 'el ingreso de estupefacientes está prohibido (Ley 23.737) y es un delito de contrabando.',
    terms: [
      'drogas?',
      'narcoticos?',
      'estupefacientes?',
      'marihuana',
      'cannabis',
      'thc',
      'cbd',
      'cocaina',
      'heroina',
      'extasis',
      'mdma',
      'lsd',
      'ketamina',
      'opio',
      'psilocibina',
      'hongos alucinogenos',
      'magic mushrooms',
      'narcotics?',
      'illegal drugs',
      'weed',
      'marijuana',
    ],
  },
  {
    code: 'counterfeits',
    kind: 'forbidden',
    label: 'Falsificaciones y réplicas de marcas',
    note: 'la mercadería falsificada se secuestra en la aduana (Código Aduanero, art. 46) y no podemos publicar pedidos de imitaciones.',
    terms: [
      'replicas?',
      'imitacion(es)?',
      'falsificad[oa]s?',
      'truchos?',
      'truchas?',
      'copias? (de|del) (marca|original)',
      'counterfeits?',
      'fakes?',
      'knock-?offs?',
      'bootleg',
    ],
    unless: ['replicas? a escala', 'replicas? (de|en) escala', 'scale replicas?'],
  },
  {
    code: 'decoders',
    kind: 'forbidden',
    label: 'Decodificadores de TV paga',
    note: 'los decodificadores y receptores para captar señales de TV paga sin abono no se pueden importar.',
    terms: [
      'decodificador(es)?',
      'descodificador(es)?',
      'decos? (satelital(es)?|de tv|tv)',
      'receptor(es)? (satelital(es)?|fta)',
      'cardsharing',
      'card sharing',
      'iks',
      'sks',
      'azbox',
      'azamerica',
      'tocomsat',
      'duosat',
      'decoders?',
      'satellite receivers?',
      'fta receivers?',
    ],
    unless: ['(de)?codificador(es)? (de )?audio', 'audio decoders?'],
  },
  {
    code: 'live_animals',
    kind: 'forbidden',
    label: 'Animales vivos',
    note: 'los animales vivos necesitan certificados de SENASA y no pueden viajar como encargo.',
    terms: [
      'animal(es)? vivos?',
      'mascotas? vivas?',
      'peces? vivos?',
      'aves? vivas?',
      'insectos? vivos?',
      'reptiles? vivos?',
      'live animals?',
      'live (fish|birds?|insects?|reptiles?)',
    ],
  },
  {
    code: 'protected_species',
    kind: 'forbidden',
    label: 'Especies protegidas',
    note: 'el marfil y los productos de especies protegidas por CITES no se pueden importar.',
    terms: ['marfil', 'ivory', 'caparazon de tortuga', 'coral negro'],
  },
  {
    code: 'e_cigarettes',
    kind: 'forbidden',
    label: 'Cigarrillos electrónicos',
    note: 'la importación de cigarrillos electrónicos y vapeadores está prohibida por ANMAT (Disposición 3226/2011).',
    terms: [
      'cigarrillos? electronicos?',
      'vapeador(es)?',
      'vapes?',
      'vapers?',
      'e-?cigs?',
      'e-?cigarettes?',
      'pods? de nicotina',
    ],
  },
  {
    code: 'lithium_vehicles',
    kind: 'forbidden',
    label: 'Vehículos eléctricos con batería de litio',
    note: 'las aerolíneas no aceptan hoverboards, monopatines ni bicicletas eléctricas: sus baterías superan los 160 Wh permitidos.',
    terms: [
      'hoverboards?',
      'monopatin(es)? electricos?',
      'scooters? electricos?',
      'bicicletas? electricas?',
      'patinetas? electricas?',
      'electric scooters?',
      'e-?bikes?',
      'electric bikes?',
      'segway',
      'monociclos? electricos?',
    ],
  },
  {
    code: 'medicines',
    kind: 'restricted',
    label: 'Medicamentos',
    note: 'Solo en cantidad para uso personal, en su envase original y con la receta o el prospecto. Los psicotrópicos necesitan autorización de ANMAT.',
    terms: [
      'medicamentos?',
      'medicinas?',
      'remedios?',
      'pastillas?',
      'comprimidos?',
      'capsulas?',
      'antibioticos?',
      'insulina',
      'ibuprofeno',
      'paracetamol',
      'melatonina',
      'jarabe para la tos',
      'receta medica',
      'medicines?',
      'medications?',
      'prescription',
      'pills?',
      'antibiotics?',
      'insulin',
      'melatonin',
      'tylenol',
      'advil',
    ],
    unless: [
      'pastillas? (de|para) (freno|menta|lavavajillas?|cloro)',
      'pastillas? de goma',
      'capsulas? (de )?(cafe|nespresso|dolce gusto)',
      'nespresso',
      'dolce gusto',
      'brake pads?',
      'capsulas? del tiempo',
    ],
  },
  {
    // ANMAT regulates dietary supplements (Código Alimentario Argentino, art. 1381); a traveller
    // may bring them for personal use, sealed, in a reasonable amount. Several jars of the same
    // one read as goods for sale at customs. Vitamin cosmetics (a vitamin C serum) are not this.
    code: 'supplements',
    kind: 'restricted',
    label: 'Vitaminas y suplementos dietarios',
    note: 'Solo para uso personal: en su envase original cerrado y en cantidad razonable (ANMAT). Varios envases iguales pueden considerarse mercadería para la venta en la aduana.',
    terms: [
      'vitaminas?',
      'multivitaminicos?',
      'suplementos?( dietarios?| vitaminicos?| alimentarios?| deportivos?)?',
      'complejo b',
      'proteinas? en polvo',
      'whey( protein)?',
      'creatinas?',
      'omega ?3',
      'colageno hidrolizado',
      'magnesio en (capsulas|comprimidos|polvo)',
      'vitamins?',
      'multivitamins?',
      'supplements?',
      'dietary supplements?',
      'protein powder',
      'creatine',
      'fish oil',
    ],
    unless: [
      '(serum|crema|cream|shampoo|champu|tonico|mascarilla|aceite facial)( facial)? (de|con|with) vitaminas?( \\w+)?',
      'vitamin \\w+ (serum|cream)',
      'vitamina \\w+ (serum|crema)',
    ],
  },
  {
    code: 'fresh_food',
    kind: 'restricted',
    label: 'Alimentos frescos o de origen animal',
    note: 'Declarar a SENASA al llegar: frutas, verduras, carnes, lácteos, miel y fiambres sin envase industrial se decomisan. Solo alimentos envasados y sellados de fábrica.',
    terms: [
      'alimentos? frescos?',
      'frutas?',
      'verduras?',
      'hortalizas?',
      'carnes?',
      'embutidos?',
      'fiambres?',
      'jamon(es)?',
      'salames?',
      'quesos?',
      'lacteos?',
      'leche fresca',
      'huevos?',
      'miel',
      'mariscos?',
      'pescado fresco',
      'fresh food',
      'fresh fruits?',
      'fruits?',
      'vegetables?',
      'meat',
      'cheeses?',
      'ham',
      'salami',
      'honey',
      'eggs?',
      'dairy',
    ],
    unless: [
      'rallador(a)?( de)? quesos?',
      'tablas? (de|para) quesos?',
      'cheese (grater|board|knife)',
      'color miel',
      'huevos? (de pascua|kinder|de chocolate)',
      'easter eggs?',
      'termometro para carnes?',
      'meat thermometer',
      'picadora de carne',
      'frutas? (deshidratadas?|secas?|liofilizadas?)',
      'fruit of the loom',
    ],
  },
  {
    code: 'seeds',
    kind: 'restricted',
    label: 'Semillas',
    note: 'Las semillas necesitan permiso fitosanitario de SENASA; sin él se decomisan en la aduana.',
    terms: ['semillas?', 'seeds?', 'bulbos?'],
  },
  {
    code: 'plants',
    kind: 'restricted',
    label: 'Plantas',
    note: 'Plantas, esquejes, flores frescas y tierra necesitan certificado fitosanitario de SENASA.',
    terms: [
      'plantas?',
      'plantines?',
      'esquejes?',
      'bonsais?',
      'flores? frescas?',
      'tierra para macetas',
      'plants?',
      'cuttings',
      'potting soil',
    ],
    unless: [
      'plantas? vs\\.? zombies?',
      'plants vs\\.? zombies?',
      'plantas? de (los )?pies?',
      'plantillas?',
      'plantas? artificiales?',
      'artificial plants?',
    ],
  },
  {
    code: 'lithium_batteries',
    kind: 'restricted',
    label: 'Baterías de litio sueltas',
    note: 'Baterías de litio sueltas y power banks solo en el equipaje de mano, nunca en la valija despachada, con bornes protegidos; hasta 100 Wh sin permiso de la aerolínea (100–160 Wh con permiso, máximo 2).',
    terms: [
      'baterias? (de|de ion de) litio',
      'baterias? externas?',
      'baterias? (de repuesto|sueltas?|portatil(es)?)',
      'pilas? de litio',
      'power[ -]?banks?',
      'cargador(es)? portatil(es)?',
      'cargador(es)? con bateria',
      'baterias? para (notebooks?|laptops?|camaras?|celular(es)?|telefonos?|drones?|dron)',
      'lithium (ion )?batter(y|ies)',
      'spare batter(y|ies)',
      'battery packs?',
      'portable chargers?',
      '18650',
    ],
    unless: ['baterias? (de litio )?(integradas?|incorporadas?|instaladas?|internas?)', 'built-in batter(y|ies)'],
  },
  {
    code: 'aerosols',
    kind: 'restricted',
    label: 'Aerosoles',
    note: 'Aerosoles de tocador en la valija despachada, hasta 0,5 kg o 500 ml por envase y 2 kg o 2 l en total; pinturas y otros aerosoles inflamables no pueden viajar.',
    terms: ['aerosol(es)?', 'pintura en aerosol', 'spray paint', 'aerosol cans?'],
  },
  {
    code: 'alcohol',
    kind: 'restricted',
    label: 'Bebidas alcohólicas',
    note: 'Hasta 2 litros por persona mayor de 18 años dentro de la franquicia; en la valija despachada y cerradas. Más de 70 % de alcohol no puede viajar en avión; de 24 % a 70 %, hasta 5 litros.',
    terms: [
      'bebidas? alcoholicas?',
      'alcohol',
      'whisk(e)?y',
      'vodka',
      'gin',
      'tequila',
      'mezcal',
      'vinos?',
      'champagne',
      'champan',
      'espumantes?',
      'licor(es)?',
      'cervezas?',
      'fernet',
      'sake',
      'absenta',
      'ron (blanco|anejo|dorado)',
      'wines?',
      'beers?',
      'liquors?',
      'rum',
      'bourbon',
      'spirits',
    ],
    unless: [
      'vasos? (de|para) (whisk(e)?y|vinos?|cervezas?|gin)',
      '(whisk(e)?y|wine|beer) glass(es)?',
      'alcohol en gel',
      'sin alcohol',
      'alcohol[- ]free',
      'copas? de vinos?',
      'wine glass(es)?',
      'vino tinto color',
      'color vino',
      'sacacorchos',
    ],
  },
  {
    code: 'drones',
    kind: 'restricted',
    label: 'Drones',
    note: 'En Argentina los drones se registran en ANAC antes de volarlos; sus baterías de litio viajan en el equipaje de mano.',
    terms: [
      'dron(es)?',
      'drones?',
      'dji (mini|mavic|air|avata|fpv|neo|flip|spark|phantom)',
      'cuadricopteros?',
      'quadcopters?',
    ],
  },
  {
    code: 'blades',
    kind: 'restricted',
    label: 'Cuchillos y herramientas cortantes',
    note: 'Solo en la valija despachada: no pueden viajar en el equipaje de mano.',
    terms: [
      'cuchillos?',
      'navajas?',
      'cortaplumas',
      'machetes?',
      'hachas?',
      'knives',
      'knife',
      'pocket knives',
      'machetes?',
      'axes',
    ],
  },
  {
    code: 'tobacco',
    kind: 'restricted',
    label: 'Tabaco',
    note: 'Dentro de la franquicia: hasta 400 cigarrillos (2 cartones) y 50 cigarros por persona mayor de 18 años.',
    terms: ['cigarrillos?', 'tabaco', 'habanos?', 'cigarros?', 'cigarettes?', 'cigars?', 'tobacco'],
    unless: ['cigarrillos? electronicos?'],
  },
];

/** Lower case, no accents or diacritics, every run of non-alphanumerics one space. @internal */
export function normalizeForScreening(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.:-]+/g, ' ')
    .trim();
}

const wordRegex = (fragment: string) => new RegExp(`(?<![a-z0-9])(?:${fragment})(?![a-z0-9])`, 'g');

interface CompiledRule {
  readonly rule: ItemRule;
  readonly terms: readonly RegExp[];
  readonly unless: readonly RegExp[];
}
const COMPILED: readonly CompiledRule[] = ITEM_RULES.map((rule) => ({
  rule,
  terms: rule.terms.map(wordRegex),
  unless: (rule.unless ?? []).map(wordRegex),
}));

/** First word-matched term of `rule` in `text` not inside one of its `unless` phrases. */
function findTerm(compiled: CompiledRule, text: string): string | null {
  const safe: [number, number][] = [];
  for (const re of compiled.unless) {
    for (const m of text.matchAll(re)) safe.push([m.index, m.index + m[0].length]);
  }
  for (const re of compiled.terms) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!safe.some(([s, e]) => start >= s && end <= e)) return m[0];
    }
  }
  return null;
}

export interface ForbiddenItem {
  readonly code: string;
  readonly label: string;
  /** Why it is refused (Spanish, lower-case start, ends with a period). */
  readonly reason: string;
  /** The words that matched, as normalised. */
  readonly matched: string;
  /** Which field held them. */
  readonly field: 'productName' | 'category' | 'notes';
}

export interface ScreeningResult {
  readonly forbidden: readonly ForbiddenItem[];
  readonly restrictions: readonly Restriction[];
}

export interface ScreeningInput {
  readonly productName: string;
  /** A category key; free text from old data is screened too. */
  readonly category?: string | null;
  readonly notes?: string | null;
}

/** Checks a request's name, category and notes against `ITEM_RULES`. */
export function screenRequest(input: ScreeningInput): ScreeningResult {
  const category = input.category
    ? ((CATEGORY_LABELS as Record<string, string>)[input.category] ?? input.category)
    : '';
  const fields = [
    ['productName', normalizeForScreening(input.productName)],
    ['category', normalizeForScreening(category)],
    ['notes', normalizeForScreening(input.notes ?? '')],
  ] as const;
  const forbidden: ForbiddenItem[] = [];
  const restrictions: Restriction[] = [];
  for (const compiled of COMPILED) {
    for (const [field, text] of fields) {
      if (!text) continue;
      const matched = findTerm(compiled, text);
      if (matched === null) continue;
      const { rule } = compiled;
      if (rule.kind === 'forbidden')
        forbidden.push({ code: rule.code, label: rule.label, reason: rule.note, matched, field });
      else restrictions.push({ code: rule.code, label: rule.label, travellerNote: rule.note });
      break;
    }
  }
  return { forbidden, restrictions: forbidden.length > 0 ? [] : restrictions };
}

// Lists screen every card they draw, again on each render (every live change re-renders the
// list): about 0.5 ms a card on this machine's Node, four times that on a slow phone. The answer
// depends only on the three fields, so the last answers are kept, oldest dropped first.
const SCREENED_KEPT = 500;
const screened = new Map<string, readonly Restriction[]>();

/** Restrictions of a stored request: the ones recorded at publication, else screened now. */
export function restrictionsOf(
  request: ScreeningInput & { readonly restrictions?: readonly Restriction[] },
): readonly Restriction[] {
  if (request.restrictions && request.restrictions.length > 0) return request.restrictions;
  const key = JSON.stringify([request.productName, request.category ?? '', request.notes ?? '']);
  const kept = screened.get(key);
  if (kept) return kept;
  const restrictions = screenRequest(request).restrictions;
  if (screened.size >= SCREENED_KEPT) screened.delete(screened.keys().next().value ?? '');
  screened.set(key, restrictions);
  return restrictions;
}

// The error lives in its own module, so a page that only screens (restrictionsOf) does not load
// every DomainError message with it (decision 024); re-exported here where the use cases import it.
export { ForbiddenItemError } from '#src/rules/forbidden-item-error';
