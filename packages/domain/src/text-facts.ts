import { REQUEST_TEXT_FACTS } from '#src/labels';

/** One optional text fact of a request, as the request's page and its card show it. */
interface ShownTextFact {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The optional text facts `request` has (`REQUEST_TEXT_FACTS`, decision 036), empty ones left out,
 * in the list's order: what the request's page and its card show. Zod-free, for the site's pages.
 */
export function textFactsOf(request: object): ShownTextFact[] {
  const values = request as Readonly<Record<string, unknown>>;
  return REQUEST_TEXT_FACTS.flatMap(({ key, label }) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() !== '' ? [{ key, label, value }] : [];
  });
}
