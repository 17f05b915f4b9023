import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpMarketplace } from '@cg/domain/http';
import type { Marketplace } from '@cg/domain';

// The API's answer to a quote, as the HTTP adapter reads it (status and JSON body).
let quoteAnswer: { status: number; body: unknown } = { status: 200, body: {} };
const http = createHttpMarketplace({
  baseUrl: 'http://sitio.test',
  fetch: () =>
    Promise.resolve(
      new Response(JSON.stringify(quoteAnswer.body), {
        status: quoteAnswer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
});
const get = vi.fn<Marketplace['requests']['get']>();
vi.mock('./marketplace.client', () => ({
  getMarketplace: () => ({
    requests: { get },
    payments: { quote: (...args: Parameters<Marketplace['payments']['quote']>) => http.payments.quote(...args) },
  }),
}));
const toast = vi.fn();
vi.mock('./toast', () => ({ toast }));

const { quoteOrRedirect } = await import('./checkout.client');

/** What quoteOrRedirect threw: the redirect Response. */
async function redirected(): Promise<Response> {
  try {
    await quoteOrRedirect({ id: 'u-comprador' }, 'pedido-1');
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('no redirect');
}

describe('checkout of an order the person cannot pay', () => {
  beforeEach(() => {
    toast.mockClear();
    get.mockResolvedValue({ id: 'pedido-1' } as Awaited<ReturnType<Marketplace['requests']['get']>>);
  });

  it('someone else’s request, answered "not found" by the API, says why instead of a missing address', async () => {
    quoteAnswer = {
      status: 404,
      body: {
        code: 'not_found',
        title: 'No encontrado',
        description: 'La dirección que pediste no existe. Revisa el enlace e inténtalo de nuevo.',
      },
    };
    const response = await redirected();
    expect(response.headers.get('Location')).toBe('/dashboard');
    expect(toast).toHaveBeenCalledWith({
      title: 'Acción no permitida',
      description: 'Solo quien publicó el pedido puede pagarlo.',
      variant: 'destructive',
    });
  });

  it('any other refusal keeps its own words; an order already paid is news, not an error', async () => {
    quoteAnswer = {
      status: 409,
      body: { code: 'already_paid', title: 'Pedido ya pagado', description: 'Este pedido ya fue pagado.' },
    };
    expect((await redirected()).headers.get('Location')).toBe('/dashboard');
    expect(toast).toHaveBeenCalledWith({
      title: 'Pedido ya pagado',
      description: 'Este pedido ya fue pagado.',
      variant: 'default',
    });
  });
});
