// The RestrictedItemsNotice stories' items: what the domain's screening of a request (`ITEM_RULES`)
// finds in the requests below, written out because ui runs no domain code (decision 001).
// tooling/ui-fixtures.test.ts screens these requests again and fails, naming the sample and the
// field, when the domain words a rule differently; `npm run fixtures:update` rewrites everything
// below the marker (decision 001, "Story fixtures").
import type { RestrictedItem } from './RestrictedItemsNotice';

/** Requests as a buyer would write them. */
export const screenedRequests = {
  /** Allowed, with what the traveller must know. */
  restricted: { productName: 'Power bank Anker 20000 mAh', notes: 'semillas de tomate' },
  /** Refused at publication. */
  forbidden: { productName: 'Decodificador de TV paga' },
} as const;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const screenedItems = {
  restricted: [
    {
      code: 'seeds',
      label: 'Semillas',
      note: 'Las semillas necesitan permiso fitosanitario de SENASA; sin él se decomisan en la aduana.',
    },
    {
      code: 'lithium_batteries',
      label: 'Baterías de litio sueltas',
      note: 'Baterías de litio sueltas y power banks solo en el equipaje de mano, nunca en la valija despachada, con bornes protegidos; hasta 100 Wh sin permiso de la aerolínea (100–160 Wh con permiso, máximo 2).',
    },
  ],
  forbidden: [
    {
      code: 'decoders',
      label: 'Decodificadores de TV paga',
      note: 'los decodificadores y receptores para captar señales de TV paga sin abono no se pueden importar.',
    },
  ],
} satisfies Record<keyof typeof screenedRequests, RestrictedItem[]>;
