// The matching pieces' sample data (decision 046): formatted as the site formats the domain's
// answers, so each story shows what a person sees.
import type { CountryOption } from '../CountryPicker/CountryPicker';
import type { RequestMatchItem } from './RequestMatches';
import type { AllowanceText, TripMatchItem } from './TripMatches';

export const tripMatchItems: readonly TripMatchItem[] = [
  {
    id: 'r1',
    productName: 'Cámara Fujifilm X100VI',
    rewardText: 'US$ 80',
    priceText: 'US$ 1.599,00',
    href: '/pedidos/r1',
  },
  { id: 'r2', productName: 'Nintendo Switch OLED', rewardText: 'US$ 45', priceText: 'US$ 349,99', href: '/pedidos/r2' },
  {
    id: 'r3',
    productName: 'Perfume Chanel N°5 100 ml',
    rewardText: 'US$ 25',
    priceText: 'US$ 165,00',
    href: '/pedidos/r3',
  },
];

export const allowanceSample: AllowanceText = { usedText: 'US$ 120,50', leftText: 'US$ 379,50', limitText: 'US$ 500' };

export const requestMatchItems: readonly RequestMatchItem[] = [
  {
    id: 't1',
    travellerName: 'Tomás P.',
    travellerHref: '/profile/u1',
    verified: true,
    returnText: '30 de noviembre',
    invited: false,
  },
  {
    id: 't2',
    travellerName: 'Lucía F.',
    travellerHref: '/profile/u2',
    verified: false,
    returnText: '10 de diciembre',
    invited: true,
  },
];

export const alertCountries: readonly CountryOption[] = [
  { name: 'Chile', flag: 'CL' },
  { name: 'España', flag: 'ES' },
  { name: 'Estados Unidos', flag: 'US' },
  { name: 'Japón', flag: 'JP' },
];
