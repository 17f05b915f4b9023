import type { Category, Currency, EntryWay, Province, SpaceSize } from '@cg/domain/enums';
import { shortNameOf } from '@cg/domain/rules/lifecycle';
import { newProductRequest, type ProductRequest } from '@cg/domain/schemas/product-request';
import type { TravelerTrip } from '@cg/domain/schemas/trip';
import { newUser, type User } from '@cg/domain/schemas/user';
import type { BrowserDocumentsContext } from '#src/documents';
import { everythingChanged } from '@cg/domain/ports/changes';
import { DEMO_USER } from '@cg/domain/constants';
import type { Review } from '@cg/domain/schemas/review';

/** A hash that no password matches: example accounts cannot be logged into. */
const DISABLED_PASSWORD = { algorithm: 'PBKDF2-SHA256', hash: 'disabled', salt: 'disabled', iterations: 1 } as const;

const PEOPLE = [
  { id: 'example-lucia', firstName: 'Lucía', lastName: 'Fernández' },
  { id: 'example-martin', firstName: 'Martín', lastName: 'Gómez' },
  { id: 'example-sofia', firstName: 'Sofía', lastName: 'Rodríguez' },
  { id: 'example-diego', firstName: 'Diego', lastName: 'López' },
] as const;

const REQUESTS: readonly {
  by: number;
  productName: string;
  productUrl: string;
  price: number;
  currency: Currency;
  reward: number;
  country: string;
  category: Category;
  notes: string;
}[] = [
  {
    by: 0,
    productName: 'Apple AirPods Pro (2.ª generación)',
    productUrl: 'https://www.apple.com/airpods-pro/',
    price: 24900,
    currency: 'USD',
    reward: 30,
    country: 'Estados Unidos',
    category: 'tecnologia',
    notes: 'Caja sellada, con factura.',
  },
  {
    by: 1,
    productName: 'Nintendo Switch OLED',
    productUrl: 'https://www.nintendo.com/switch/oled-model/',
    price: 34999,
    currency: 'USD',
    reward: 45,
    country: 'Estados Unidos',
    category: 'juegos',
    notes: '',
  },
  {
    by: 2,
    productName: 'Perfume Chanel N°5 100 ml',
    productUrl: 'https://www.chanel.com/es/perfumes/',
    price: 15500,
    currency: 'EUR',
    reward: 25,
    country: 'Francia',
    category: 'perfumes',
    notes: 'Comprar en free shop si es posible.',
  },
  {
    by: 3,
    productName: 'Zapatillas Adidas Samba talle 42',
    productUrl: 'https://www.adidas.es/samba',
    price: 12000,
    currency: 'EUR',
    reward: 20,
    country: 'España',
    category: 'ropa',
    notes: 'Color blanco y negro.',
  },
  {
    by: 0,
    productName: 'Kindle Paperwhite',
    productUrl: 'https://www.amazon.co.jp/kindle',
    price: 2398000,
    currency: 'JPY',
    reward: 25,
    country: 'Japón',
    category: 'tecnologia',
    notes: '',
  },
];

const TRIPS: readonly {
  by: number;
  originCountry: string;
  province: Province;
  depart: number;
  back: number;
  availableSpace: SpaceSize;
  /** Issue 37: how it enters Argentina (default: air or sea). */
  entryWay?: EntryWay;
}[] = [
  {
    by: 1,
    originCountry: 'Estados Unidos',
    province: 'Ciudad Autónoma de Buenos Aires',
    depart: 10,
    back: 24,
    availableSpace: 'medium',
  },
  { by: 2, originCountry: 'España', province: 'Córdoba', depart: 15, back: 30, availableSpace: 'large' },
  {
    by: 3,
    originCountry: 'Brasil',
    province: 'Buenos Aires',
    depart: 5,
    back: 12,
    availableSpace: 'small',
    entryWay: 'land',
  },
  { by: 0, originCountry: 'Japón', province: 'Mendoza', depart: 20, back: 40, availableSpace: 'extra-large' },
];

/**
 * The demo traveller's example history (issue 37, decision 047): three deliveries its buyers rated
 * 4 or more, which make it a trusted traveller (US$ 1,500 an order, US$ 5,000 open), so that it can
 * accept every example request. Examples: never paid, so never earnings in its wallet.
 */
const DEMO_HISTORY: readonly {
  by: number;
  productName: string;
  price: number;
  daysAgo: number;
  rating: number;
  comment: string;
}[] = [
  {
    by: 0,
    productName: 'Auriculares Sony WH-1000XM5',
    price: 29900,
    daysAgo: 60,
    rating: 5,
    comment: 'Llegó impecable y a tiempo.',
  },
  {
    by: 1,
    productName: 'Lego Technic 42143',
    price: 18000,
    daysAgo: 45,
    rating: 5,
    comment: 'Muy buena comunicación.',
  },
  {
    by: 2,
    productName: 'Perfume Dior Sauvage 100 ml',
    price: 14000,
    daysAgo: 30,
    rating: 4,
    comment: 'Todo bien, tardó un poco.',
  },
];

/**
 * The example requests as an empty browser will get them (`seed()` gives the n-th the id
 * `example-request-{n}`): what the static demo's `/pedidos/:id` document paints before the app has
 * seeded them (apps/site's first paint, decision 024). No photo: the page shows its default one.
 */
export function exampleRequestsFirstPaint(): { id: string; productName: string }[] {
  return REQUESTS.map((r, i) => ({ id: `example-request-${i + 1}`, productName: r.productName }));
}

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first-visit examples of one browser: example accounts, requests and trips put into its
 * storage, and taken out again in one action. A browser's own business (a server seeds nothing
 * per visitor), so it lives in the browser adapter and works on the documents directly.
 */
export function createExamples({ unit, docs, clock, changes }: BrowserDocumentsContext) {
  const told = () => {
    for (const change of everythingChanged()) changes.publish(change);
  };
  return {
    /**
     * Adds example accounts, requests and trips (all `isExample: true`) for a first visit.
     * Idempotent; after `remove()` it does nothing unless `force` is set.
     */
    async seed(options: { force?: boolean } = {}): Promise<{ requests: number; trips: number }> {
      const added = await unit.transaction(async (d) => {
        const state = await d.get(docs.examples);
        const users = await d.get(docs.users);
        const requests = await d.get(docs.requests);
        const trips = await d.get(docs.trips);
        if (
          (state.seeded && !options.force) ||
          (state.removed && !options.force) ||
          requests.some((r) => r.isExample)
        ) {
          return { requests: 0, trips: 0 };
        }
        const now = clock.now().getTime();
        const people: User[] = PEOPLE.filter((p) => !users.some((u) => u.id === p.id)).map((p, i) =>
          newUser({
            ...p,
            email: `${p.id}@ejemplo.conexionglobal.com.ar`,
            birthDate: '1990-01-01',
            password: DISABLED_PASSWORD,
            createdAt: new Date(now - (30 + i) * DAY).toISOString(),
            verificationStatus: 'verified',
            verificationDocumentType: 'DNI',
            isExample: true,
          }),
        );
        const person = (i: number) => PEOPLE[i % PEOPLE.length] ?? PEOPLE[0];
        const newRequests: ProductRequest[] = REQUESTS.map(({ by, price, reward, ...form }, i) =>
          newProductRequest({
            ...form,
            estimatedPriceCents: price,
            rewardCents: reward * 100,
            id: `example-request-${i + 1}`,
            createdAt: new Date(now - (i + 1) * 3_600_000).toISOString(),
            userId: person(by).id,
            isExample: true,
          }),
        );
        const newTrips: TravelerTrip[] = TRIPS.map((t, i) => ({
          id: `example-trip-${i + 1}`,
          userId: person(t.by).id,
          userName: shortNameOf(person(t.by)),
          originCountry: t.originCountry,
          destinationCountry: 'Argentina',
          province: t.province,
          departureDate: isoDate(now + t.depart * DAY),
          returnDate: isoDate(now + t.back * DAY),
          availableSpace: t.availableSpace,
          entryWay: t.entryWay ?? 'air_sea',
          status: 'active',
          createdAt: new Date(now - (i + 1) * 5_400_000).toISOString(),
          isExample: true,
        }));
        const history: ProductRequest[] = DEMO_HISTORY.map((h, i) => {
          const at = new Date(now - h.daysAgo * DAY).toISOString();
          return newProductRequest({
            productName: h.productName,
            productUrl: 'https://www.example.com/',
            estimatedPriceCents: h.price,
            currency: 'USD',
            rewardCents: 2500,
            country: 'Estados Unidos',
            category: 'otras',
            id: `example-delivery-${i + 1}`,
            createdAt: at,
            userId: person(h.by).id,
            status: 'completed',
            acceptedBy: DEMO_USER.id,
            acceptedByName: shortNameOf(DEMO_USER),
            acceptedAt: at,
            completedAt: at,
            isExample: true,
          });
        });
        const reviews = await d.get(docs.reviews);
        const newReviews: Review[] = DEMO_HISTORY.map((h, i) => ({
          id: `example-review-${i + 1}`,
          orderId: `example-delivery-${i + 1}`,
          authorId: person(h.by).id,
          authorName: shortNameOf(person(h.by)),
          authorRole: 'buyer',
          subjectId: DEMO_USER.id,
          rating: h.rating,
          comment: h.comment,
          productName: h.productName,
          createdAt: new Date(now - (h.daysAgo - 1) * DAY).toISOString(),
        }));
        await d.set(docs.users, [...users, ...people]);
        await d.set(docs.requests, [...requests, ...newRequests, ...history]);
        await d.set(docs.reviews, [...reviews, ...newReviews]);
        await d.set(docs.trips, [...trips, ...newTrips]);
        await d.set(docs.examples, { seeded: true, removed: false });
        return { requests: newRequests.length, trips: newTrips.length };
      });
      if (added.requests + added.trips > 0) told();
      return added;
    },

    /** Removes every example account, request, trip and chat in one write. */
    async remove(): Promise<{ requests: number; trips: number }> {
      const removed = await unit.transaction(async (d) => {
        const users = await d.get(docs.users);
        const requests = await d.get(docs.requests);
        const trips = await d.get(docs.trips);
        const chats = await d.get(docs.chats);
        const reviews = await d.get(docs.reviews);
        const notifications = await d.get(docs.notifications);
        const gone = requests.filter((r) => r.isExample);
        const goneIds = new Set(gone.map((r) => r.id));
        const goneUsers = new Set(users.filter((u) => u.isExample).map((u) => u.id));
        const keptChats = Object.fromEntries(Object.entries(chats).filter(([id]) => !goneIds.has(id)));
        // Nothing may point at what is removed: reviews and notifications of example orders go too.
        const keptReviews = reviews.filter(
          (r) => !goneIds.has(r.orderId) && !goneUsers.has(r.subjectId) && !goneUsers.has(r.authorId),
        );
        const keptNotifications = notifications.filter(
          (n) => !(n.orderId !== null && goneIds.has(n.orderId)) && !goneUsers.has(n.userId),
        );
        await d.set(
          docs.users,
          users.filter((u) => !u.isExample),
        );
        await d.set(
          docs.requests,
          requests.filter((r) => !r.isExample),
        );
        await d.set(
          docs.trips,
          trips.filter((t) => !t.isExample),
        );
        await d.set(docs.chats, keptChats);
        if (keptReviews.length !== reviews.length) await d.set(docs.reviews, keptReviews);
        if (keptNotifications.length !== notifications.length) await d.set(docs.notifications, keptNotifications);
        await d.set(docs.examples, { seeded: true, removed: true });
        return { requests: gone.length, trips: trips.filter((t) => t.isExample).length };
      });
      told();
      return removed;
    },

    async present(): Promise<boolean> {
      return unit.read(
        async (d) =>
          (await d.get(docs.requests)).some((r) => r.isExample) || (await d.get(docs.trips)).some((t) => t.isExample),
      );
    },
  };
}
