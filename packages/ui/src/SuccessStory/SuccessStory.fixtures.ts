import type { SuccessStoryData } from './SuccessStory';

/**
 * The home page's four static stories, for stories and as the site's default content.
 * Savings and earnings are the spec's (75/30, 450/150, 120/50, 200/80 USD).
 */
export const successStoriesSample: readonly [SuccessStoryData, SuccessStoryData, ...SuccessStoryData[]] = [
  {
    id: 1,
    product: 'Perfume Dior Sauvage',
    buyer: 'Sofía R.',
    traveler: 'Martín L.',
    review: 'Llegó sellado y a tiempo para el cumpleaños de mi papá. Súper recomendable.',
    buyerSavings: 75,
    travelerEarnings: 30,
    originFlag: 'FR',
    originCountry: 'Francia',
  },
  {
    id: 2,
    product: 'iPhone 15 Pro',
    buyer: 'Diego F.',
    traveler: 'Carla M.',
    review: 'Pagué mucho menos que acá y el pago quedó en garantía hasta que lo tuve en la mano.',
    buyerSavings: 450,
    travelerEarnings: 150,
    originFlag: 'US',
    originCountry: 'Estados Unidos',
  },
  {
    id: 3,
    product: 'Nintendo Switch OLED',
    buyer: 'Valentina S.',
    traveler: 'Tomás K.',
    review: 'Tomás me mandó fotos de la compra y coordinamos la entrega por el chat. Impecable.',
    buyerSavings: 120,
    travelerEarnings: 50,
    originFlag: 'JP',
    originCountry: 'Japón',
  },
  {
    id: 4,
    product: 'Zapatillas Adidas Samba',
    buyer: 'Joaquín B.',
    traveler: 'Lucía P.',
    review: 'Conseguí mi talle, que acá no había, y Lucía se ganó unos dólares con su viaje.',
    buyerSavings: 200,
    travelerEarnings: 80,
    originFlag: 'DE',
    originCountry: 'Alemania',
  },
];
