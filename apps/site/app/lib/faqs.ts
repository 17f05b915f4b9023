// The frequently asked questions, as data: /faq shows them in its accordion and the help centre
// searches them (issue 35 item 14). Each answer is one paragraph of text and links, so what is
// searched is exactly what is shown.
import { PLATFORM_COMMISSION_RATE, SERVICE_FEE, formatMoney, formatPercent } from '@cg/domain';

/** A piece of an answer: text, or a link within the site. */
export type AnswerPart = string | { readonly href: string; readonly text: string };

export interface Faq {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly AnswerPart[];
}

export const FAQS: readonly Faq[] = [
  {
    id: 'como-funciona',
    question: '¿Cómo funciona Conexión Global?',
    answer: [
      'Publicas un pedido con el producto que quieres del exterior y la recompensa que ofreces. Un viajero verificado que viene a la Argentina lo acepta, coordinan por el chat y pagas el pedido. El viajero compra el producto, te lo entrega en mano y tú le das tu código de seguridad de 6 dígitos para liberar el pago.',
    ],
  },
  {
    id: 'seguridad',
    question: '¿Es seguro?',
    answer: [
      'Sí. Tu pago queda en garantía y el viajero no lo recibe hasta que confirmas la entrega dándole tu código de seguridad. Además, los viajeros verifican su identidad antes de poder aceptar pedidos. Si surge un problema, nuestro equipo de soporte media entre las partes.',
    ],
  },
  {
    id: 'costo',
    question: '¿Cuánto cuesta?',
    answer: [
      `Pagas el precio del producto, la recompensa que elegiste para el viajero y una pequeña tarifa de servicio (${formatPercent(SERVICE_FEE.rate)} del producto más la recompensa, con un mínimo de ${formatMoney(SERVICE_FEE.minimumCents)}). Registrarse y publicar pedidos es gratis. A los viajeros se les descuenta una comisión de ${formatPercent(PLATFORM_COMMISSION_RATE)} de la recompensa al liberarse el pago.`,
    ],
  },
  {
    id: 'productos-permitidos',
    question: '¿Qué productos puedo pedir?',
    answer: [
      'Casi cualquier producto que se pueda llevar en una valija: tecnología, juegos, perfumes, ropa y más. No se permiten artículos prohibidos o restringidos por la aduana (armas, drogas, medicamentos sin receta, animales, plantas, falsificaciones). Publicarlos lleva a la suspensión permanente de la cuenta. Consulta los ',
      { href: '/terms', text: 'Términos y Condiciones' },
      '.',
    ],
  },
  {
    id: 'producto-danado',
    question: '¿Qué pasa si el producto llega dañado?',
    answer: [
      'Revisa el producto antes de darle tu código al viajero: mientras no lo hagas, el pago sigue en garantía. Si llega dañado o no es lo que pediste, no entregues el código y ',
      { href: '/contact', text: 'contáctanos' },
      ': nuestro equipo de soporte mediará entre ambas partes para encontrar una solución.',
    ],
  },
];

/** Lower case, without accents: "Código" and "codigo" are the same word to a search. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** An answer's text as shown, links included (what is searched). @internal: exported for its test. */
export const answerText = (faq: Faq): string =>
  faq.answer.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/**
 * The questions whose question or answer holds every word of `query` (accents and case aside),
 * in the list's order; every question for a query of no words.
 */
export function searchFaqs(faqs: readonly Faq[], query: string): readonly Faq[] {
  const words = folded(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = folded(`${faq.question} ${answerText(faq)}`);
    return words.every((word) => text.includes(word));
  });
}
