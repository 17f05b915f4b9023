// The request list (`/pedidos`) as it is in server mode, fed per story by MSW (decision 028): the
// route's own loader (`loadRequestList`) over the domain's HTTP adapter asks `GET /api/requests/page`,
// and `@cg/mocks/api` answers it as the API would — a page, none, never (waiting), a network
// error, a 429. What a failed load shows is the route's error boundary (`RouteProblem`).
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CATEGORIES, CATEGORY_LABELS, COUNTRY_OPTIONS, type RequestPage, type RequestView } from '@cg/domain';
import { createHttpMarketplace } from '@cg/domain/http';
import { RequestFilterBar } from '@cg/ui/filter-bar';
import { apiBaseUrl, apiRequestPage } from '@cg/mocks/api';
import { RouteProblem } from '#app/components/RouteError';
import { RequestListScreen, filtersFrom, loadRequestList, toBar, type RequestList } from './RequestList';

const categories = CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

/** The list at `/pedidos` (no filters), loaded as the route loads it, with the route's failure screen. */
function ServerModeRequestList() {
  const [marketplace] = useState(() => createHttpMarketplace({ baseUrl: apiBaseUrl }));
  const [url] = useState(() => new URL('/pedidos', window.location.href));
  const [filters, setFilters] = useState(() => toBar(filtersFrom(url)));
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ list: RequestList } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadRequestList(marketplace, null, url).then(
      (list) => live && setAnswer({ list }),
      (error: unknown) => live && setAnswer({ error }),
    );
    return () => {
      live = false;
    };
  }, [marketplace, url, attempt]);
  if (answer && 'error' in answer) {
    const retry = () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    };
    return <RouteProblem error={answer.error} onRetry={retry} />;
  }
  return (
    <RequestListScreen
      list={answer?.list ?? null}
      searching={answer === null}
      pageHref={(after) => (after ? `/pedidos?despues=${encodeURIComponent(after)}` : '/pedidos')}
      filterBar={
        <RequestFilterBar
          countries={COUNTRY_OPTIONS}
          categories={categories}
          value={filters}
          onChange={setFilters}
          title="Filtrar pedidos"
        />
      }
    />
  );
}

/** A request as the API lists it (`RequestView`), fixed: no clock, no random id. */
function listed(id: string, fields: Partial<RequestView>): RequestView {
  return {
    id,
    productName: 'Producto',
    productUrl: 'https://www.example.com/producto',
    estimatedPriceCents: 10_000,
    currency: 'USD',
    rewardCents: 2_000,
    country: 'Estados Unidos',
    category: 'tecnologia',
    notes: '',
    imageId: null,
    status: 'active',
    createdAt: '2026-11-20T12:00:00.000Z',
    userId: 'comprador-1',
    acceptedBy: null,
    acceptedByName: null,
    acceptedAt: null,
    paidAt: null,
    completedAt: null,
    isExample: false,
    restrictions: [],
    cancelledAt: null,
    ...fields,
  };
}

const firstPage: RequestPage = {
  items: [
    listed('r-kindle', {
      productName: 'Kindle Paperwhite',
      estimatedPriceCents: 15_999,
      rewardCents: 2_500,
      country: 'Estados Unidos',
    }),
    listed('r-zapatillas', {
      productName: 'Zapatillas Onitsuka Tiger Mexico 66',
      estimatedPriceCents: 1_650_000,
      currency: 'JPY',
      rewardCents: 3_000,
      country: 'Japón',
      category: 'ropa',
    }),
    listed('r-perfume', {
      productName: 'Perfume Le Labo Santal 33',
      estimatedPriceCents: 21_000,
      currency: 'EUR',
      rewardCents: 4_000,
      country: 'Francia',
      category: 'perfumes',
    }),
  ],
  next: 'eyJhdCI6IjIwMjYtMTEtMjAiLCJpZCI6InItcGVyZnVtZSJ9',
  matching: 40,
  available: 40,
  taken: false,
  countLimit: 1000,
};

const meta = {
  title: 'Screens/Pedidos en modo servidor',
  component: ServerModeRequestList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'La lista de `/pedidos` como la carga el sitio en modo servidor: el loader de la ruta pide ' +
          '`GET /api/requests/page` por el adaptador HTTP del dominio y MSW responde como la API (por historia, `parameters.msw`).',
      },
    },
  },
} satisfies Meta<typeof ServerModeRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of requests and the way to the next one (keyset: `?despues=`). */
export const Loaded: Story = {
  parameters: { msw: { handlers: apiRequestPage.answers(firstPage) } },
  play: async ({ canvas }) => {
    const more = await canvas.findByRole('link', { name: 'Ver más pedidos' });
    await expect(more).toHaveAttribute('href', `/pedidos?despues=${encodeURIComponent(firstPage.next ?? '')}`);
    await expect(within(canvas.getByRole('list', { name: 'Pedidos' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('40 pedidos')).toBeVisible();
  },
};

/** Nobody has published yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: apiRequestPage.answers({
        items: [],
        next: null,
        matching: 0,
        available: 0,
        taken: false,
        countLimit: 1000,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Todavía no hay pedidos publicados.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de pedidos' })).toBeNull();
  },
};

/** Requests were published, and travellers took every one: the list says so (issue 35 item 16). */
export const AllTaken: Story = {
  parameters: {
    msw: {
      handlers: apiRequestPage.answers({
        items: [],
        next: null,
        matching: 0,
        available: 0,
        taken: true,
        countLimit: 1000,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/los viajeros ya tomaron todos los publicados/)).toBeVisible();
    await expect(canvas.queryByText('Todavía no hay pedidos publicados.')).toBeNull();
  },
};

/** The answer is on its way (it never comes here, so the picture holds still): skeletons, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: apiRequestPage.waiting() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buscando pedidos…')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Pedidos' })).toBeNull();
  },
};

/** The server cannot be reached: the connection banner, with "Reintentar". */
export const ServerUnreachable: Story = {
  parameters: { msw: { handlers: apiRequestPage.unreachable() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No pudimos cargar esta página' })).toBeVisible();
    await expect(canvas.getByText('Sin conexión con el servidor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Too many requests: when to try again (from `Retry-After`: 240 s), and "Reintentar". */
export const RateLimited: Story = {
  parameters: { msw: { handlers: apiRequestPage.rateLimited(240) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Demasiados intentos' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Podrás intentarlo de nuevo en 4 minutos.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** "Reintentar" once the server is back: the same loader asks again and the list shows. */
export const RetryWhenBack: Story = {
  parameters: {
    msw: {
      handlers: apiRequestPage.backAfterOneFailure(firstPage),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('link', { name: 'Ver más pedidos' })).toBeVisible();
  },
};
