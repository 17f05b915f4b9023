// "Solicitar Pedido Similar": the request form opened as a draft of the same product — its name,
// category, country of purchase and link in the address, read by /comprador as the fields'
// starting values. The person reviews them, adds a price, a reward and a photo, and publishes (or
// not): nothing is created until then.
import { CATEGORIES, isCountry, isHttpUrl, type Category, type RequestView } from '@cg/domain';

/** The address of the form's search parameters, in Spanish like the rest of the site's URLs. */
const PARAM = { productName: 'producto', category: 'categoria', country: 'pais', productUrl: 'enlace' } as const;

/** `/comprador?producto=…&categoria=…&pais=…&enlace=…` for a request like `request`. */
export function similarRequestHref(
  request: Pick<RequestView, 'productName' | 'category' | 'country' | 'productUrl'>,
): string {
  const query = new URLSearchParams({
    [PARAM.productName]: request.productName,
    [PARAM.category]: request.category,
    [PARAM.country]: request.country,
  });
  if (isHttpUrl(request.productUrl)) query.set(PARAM.productUrl, request.productUrl);
  return `/comprador?${query.toString()}`;
}

export interface RequestDraft {
  readonly productName?: string;
  readonly category?: Category;
  readonly country?: string;
  readonly productUrl?: string;
}

/**
 * The starting values the address carries; anything the form would not accept as it is (an
 * unknown category or country, a link that is not http(s)) is left out rather than prefilled.
 */
export function draftFromSearch(search: URLSearchParams): RequestDraft {
  const productName = search.get(PARAM.productName)?.trim().slice(0, 120);
  const category = search.get(PARAM.category);
  const country = search.get(PARAM.country);
  const productUrl = search.get(PARAM.productUrl)?.trim();
  return {
    ...(productName ? { productName } : {}),
    ...(category && (CATEGORIES as readonly string[]).includes(category) ? { category: category as Category } : {}),
    ...(country && isCountry(country) ? { country } : {}),
    ...(productUrl && isHttpUrl(productUrl) ? { productUrl } : {}),
  };
}
