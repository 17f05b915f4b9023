import { describe, expect, it } from 'vitest';
import { draftFromSearch, similarRequestHref } from './similar-request';

const request = {
  productName: 'Auriculares Sony WH-1000XM5 & estuche',
  category: 'tecnologia',
  country: 'Estados Unidos',
  productUrl: 'https://www.example.com/sony?color=negro&talle=único',
} as const;

const searchOf = (href: string) => new URL(href, 'https://conexionglobal.test').searchParams;

describe('Solicitar Pedido Similar', () => {
  it('opens the request form with the product name, category, country and link as a draft', () => {
    const href = similarRequestHref(request);
    expect(href.startsWith('/comprador?')).toBe(true);
    expect(draftFromSearch(searchOf(href))).toEqual(request);
  });

  it('leaves out a link that is not http(s) instead of prefilling it', () => {
    const href = similarRequestHref({ ...request, productUrl: 'javascript:alert(1)' });
    expect(href).not.toContain('enlace');
    expect(draftFromSearch(searchOf(href)).productUrl).toBeUndefined();
  });

  it('prefills nothing the form would not accept as it is', () => {
    const draft = draftFromSearch(
      new URLSearchParams({ producto: '  ', categoria: 'armas', pais: 'Narnia', enlace: 'ftp://x.test/a' }),
    );
    expect(draft).toEqual({});
  });
});
