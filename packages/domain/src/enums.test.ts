import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_FLAGS, COUNTRY_OPTIONS, FLAG_CODES, flagFor, isCountry } from '#src/countries';
import { CATEGORY_LABELS, DEFAULT_DIAL_CODE, DIAL_CODES, SPACE_SIZE_LABELS, statusLabel } from '#src/enums';

describe('countries', () => {
  it('lists about 195 sovereign states without repeats', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.length).toBeLessThanOrEqual(195);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it('is alphabetical in Spanish', () => {
    const c = new Intl.Collator('es');
    for (let i = 1; i < COUNTRIES.length; i++) {
      expect(c.compare(COUNTRIES[i - 1] ?? '', COUNTRIES[i] ?? '')).toBeLessThan(0);
    }
  });

  it('gives flags to the 14 named countries and the six neighbours whose flags ship, none (the white flag) otherwise', () => {
    expect(Object.keys(COUNTRY_FLAGS)).toHaveLength(20);
    for (const name of Object.keys(COUNTRY_FLAGS)) expect(isCountry(name)).toBe(true);
    expect(flagFor('Argentina')).toBe('AR');
    expect(flagFor('Japón')).toBe('JP');
    // Decision 010 (issue 35 item 11): every drawing that ships is a country's flag.
    expect(['Chile', 'Uruguay', 'Paraguay', 'Bolivia', 'Perú', 'Colombia'].map(flagFor)).toEqual([
      'CL',
      'UY',
      'PY',
      'BO',
      'PE',
      'CO',
    ]);
    expect(new Set(Object.values(COUNTRY_FLAGS))).toEqual(new Set(FLAG_CODES));
    expect(COUNTRY_OPTIONS.find((c) => c.name === 'Kenia')?.flag).toBeUndefined();
  });

  it('names every flag it uses among the flags the interface draws', () => {
    const drawn = new Set<string>(FLAG_CODES);
    for (const code of Object.values(COUNTRY_FLAGS)) expect(drawn.has(code)).toBe(true);
    for (const { flag } of DIAL_CODES) expect(drawn.has(flag)).toBe(true);
    expect(new Set(FLAG_CODES).size).toBe(FLAG_CODES.length);
  });
});

describe('labels', () => {
  it.each([
    ['active', 'Activo'],
    ['accepted', 'Aceptado'],
    ['paid', 'Pagado (en garantía)'],
    ['completed', 'Completado'],
    ['cancelled', 'Cancelado'],
    ['archived', 'Desconocido'],
  ])('labels status %s as %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it('has Spanish labels for categories and sizes', () => {
    expect(CATEGORY_LABELS.tecnologia).toBe('Tecnología');
    expect(SPACE_SIZE_LABELS['extra-large']).toBe('Extra grande');
  });

  it('offers 13 dial codes with Argentina +54 first', () => {
    expect(DIAL_CODES).toHaveLength(13);
    expect(DIAL_CODES[0]?.code).toBe(DEFAULT_DIAL_CODE);
  });
});
