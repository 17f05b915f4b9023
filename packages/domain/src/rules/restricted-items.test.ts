import { describe, expect, it } from 'vitest';
import { ITEM_RULES, normalizeForScreening, restrictionsOf, screenRequest } from '#src/rules/restricted-items';

const screen = (productName: string, notes = '', category = 'otras') => screenRequest({ productName, notes, category });
const forbiddenCodes = (name: string, notes = '') => screen(name, notes).forbidden.map((f) => f.code);
const restrictedCodes = (name: string, notes = '') => screen(name, notes).restrictions.map((r) => r.code);

describe('restricted items screening', () => {
  it.each([
    ['Pistola Glock 19 Gen5', 'weapons'],
    ['Réplica airsoft M4 eléctrica', 'weapons'],
    ['Caja de munición 9mm x 50', 'weapons'],
    ['Holster funda para pistola Glock', 'weapons'],
    ['Taser X26 defensa personal', 'weapons'],
    ['Fuegos artificiales para Año Nuevo', 'explosives'],
    ['Fireworks assortment 200 shots', 'explosives'],
    ['Aceite de CBD 1000 mg', 'drugs'],
    ['Semillas de marihuana autoflorecientes', 'drugs'],
    ['Réplica Rolex Submariner', 'counterfeits'],
    ['Cartera Louis Vuitton imitación AAA', 'counterfeits'],
    ['Zapatillas Nike truchas', 'counterfeits'],
    ['Decodificador Azbox para TV satelital', 'decoders'],
    ['Receptor satelital FTA con IKS', 'decoders'],
    ['Vape desechable Elf Bar 5000', 'e_cigarettes'],
    ['Peces vivos para acuario (betta)', 'live_animals'],
    ['Mira telescópica para rifle', 'weapons'],
    ['Hoverboard 8 pulgadas', 'lithium_vehicles'],
    ['Monopatín eléctrico Xiaomi Pro 2', 'lithium_vehicles'],
  ])('refuses "%s" (%s)', (name, code) => {
    expect(forbiddenCodes(name)).toContain(code);
    expect(screen(name).restrictions).toEqual([]);
  });

  it.each([
    ['Power bank Anker 20000 mAh', 'lithium_batteries'],
    ['Cargador con batería de litio', 'lithium_batteries'],
    ['Batería para notebook Dell Latitude', 'lithium_batteries'],
    ['Gin Hendricks 700 ml', 'alcohol'],
    ['Batería externa Xiaomi 10000mAh', 'lithium_batteries'],
    ['Baterías de repuesto para cámara Sony NP-FZ100', 'lithium_batteries'],
    ['Melatonina 10 mg x 120 comprimidos', 'medicines'],
    ['Advil Liqui-Gels 200 ct', 'medicines'],
    ['Vitaminas Centrum Adultos x 100', 'supplements'],
    ['Nature Made Vitamin D3 2000 IU', 'supplements'],
    ['Whey Protein Optimum Nutrition Gold Standard 5 lb', 'supplements'],
    ['Creatina monohidrato Universal 300 g', 'supplements'],
    ['Omega 3 Kirkland 400 softgels', 'supplements'],
    ['Suplemento dietario de magnesio', 'supplements'],
    ['Semillas de tomate cherry orgánicas', 'seeds'],
    ['Bonsái de ficus', 'plants'],
    ['Queso parmesano Reggiano 1 kg', 'fresh_food'],
    ['Jamón ibérico de bellota', 'fresh_food'],
    ['Maple syrup and honey gift box', 'fresh_food'],
    ['Whisky Johnnie Walker Blue Label 750 ml', 'alcohol'],
    ['Vino Malbec Reserva caja x 6', 'alcohol'],
    ['DJI Mini 4 Pro Fly More Combo', 'drones'],
    ['Dron con cámara 4K', 'drones'],
    ['Set de cuchillos japoneses Shun', 'blades'],
    ['Pintura en aerosol Montana 400 ml', 'aerosols'],
    ['Cartón de cigarrillos Marlboro', 'tobacco'],
  ])('publishes "%s" with the %s restriction for travellers', (name, code) => {
    expect(forbiddenCodes(name)).toEqual([]);
    const r = screen(name).restrictions.find((x) => x.code === code);
    expect(r?.label).toBeTruthy();
    expect(r?.travellerNote.length).toBeGreaterThan(20);
  });

  it.each([
    'iPhone 15 Pro Max 256 GB',
    'MacBook Air M3 con batería de litio integrada',
    'Kindle Paperwhite',
    'Perfume Chanel N°5 100 ml',
    'Funda para pistola de silicona',
    'Pistola de silicona caliente Dremel',
    'Pistola masajeadora Theragun Mini',
    'Massage gun Hypervolt 2',
    'Pistola de agua Nerf Super Soaker',
    'Bullet journal A5 punteado',
    'Cargador USB-C Apple 20W',
    'Pastillas de freno Brembo',
    'Cápsulas Nespresso Vertuo x 50',
    'Rallador de queso Microplane',
    'Plants vs. Zombies: Battle for Neighborville (PS4)',
    'Plantillas ortopédicas Dr. Scholl',
    'Armario organizador plegable',
    'Huevo Kinder Sorpresa Maxi',
    'Sérum facial de vitamina C La Roche-Posay',
    'Crema con vitamina E The Body Shop',
    'Vitamin C serum TruSkin 30 ml',
    'Copas de vino Riedel x 4',
    'Réplica a escala 1:18 Ferrari F40',
    'Pilas AAA Duracell x 24',
    'Reloj Seiko Presage',
    'Zapatillas Adidas Samba talle 42',
    'Nintendo Switch OLED',
    'Alcohol en gel 500 ml',
    'Audio decoder DAC FiiO K7',
    'Set de vasos de whisky Bohemia',
    'Arma tu PC: kit gamer',
    'Cámara Canon EOS R50 con batería',
    'Cargador inalámbrico MagSafe',
    'Leche de fórmula NAN 800 g',
    'Pistola de calor Bosch',
  ])('lets "%s" through with nothing to warn', (name) => {
    expect(screen(name)).toEqual({ forbidden: [], restrictions: [] });
  });

  it('ignores accents and case and matches whole words only', () => {
    expect(normalizeForScreening('  BATERÍA   de LITIO! ')).toBe('bateria de litio');
    expect(forbiddenCodes('DECODIFICADOR')).toEqual(['decoders']);
    expect(forbiddenCodes('descodificador')).toEqual(['decoders']);
    expect(forbiddenCodes('Municiónes')).toEqual(['weapons']);
    expect(forbiddenCodes('Armadillo de peluche')).toEqual([]);
    expect(restrictedCodes('Ramo de plantas')).toEqual(['plants']);
    expect(restrictedCodes('Plantación')).toEqual([]);
  });

  it('looks at the notes and the category too', () => {
    const found = screen('Regalo sorpresa', 'Adentro va un power bank y unas semillas');
    expect(found.restrictions.map((r) => r.code).sort()).toEqual(['lithium_batteries', 'seeds']);
    const refused = screen('Kit de limpieza', 'incluye balas de 9mm');
    expect(refused.forbidden[0]).toMatchObject({ code: 'weapons', field: 'notes', matched: 'balas' });
    expect(screenRequest({ productName: 'Caja', category: 'tecnologia' }).forbidden).toEqual([]);
    expect(screenRequest({ productName: 'Caja', category: 'Vinos' }).restrictions.map((r) => r.code)).toEqual([
      'alcohol',
    ]);
  });

  it('lists every forbidden reason and drops restrictions once something is forbidden', () => {
    const r = screen('Réplica de pistola con power bank');
    expect(r.forbidden.map((f) => f.code)).toEqual(['weapons', 'counterfeits']);
    expect(r.restrictions).toEqual([]);
  });

  it('lists each restriction once even when several words match', () => {
    expect(restrictedCodes('Power bank y batería externa y pilas de litio')).toEqual(['lithium_batteries']);
  });

  it('gives every rule a Spanish label and note and a unique code', () => {
    const codes = ITEM_RULES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of ITEM_RULES) {
      expect(r.label).toMatch(/^[A-ZÁÉÍÓÚ]/);
      expect(r.note.length).toBeGreaterThan(20);
      expect(r.terms.length).toBeGreaterThan(0);
    }
  });

  it('reads the stored restrictions or screens old requests on the fly', () => {
    const stored = [{ code: 'x', label: 'X', travellerNote: 'una nota suficientemente larga' }];
    expect(restrictionsOf({ productName: 'Power bank', restrictions: stored })).toEqual(stored);
    expect(restrictionsOf({ productName: 'Power bank', restrictions: [] }).map((r) => r.code)).toEqual([
      'lithium_batteries',
    ]);
    expect(restrictionsOf({ productName: 'iPhone 15' })).toEqual([]);
  });

  it('answers a request it has screened from what it kept, and the same as screening it', () => {
    const request = { productName: 'Power bank 20000 mAh', category: 'tecnologia', notes: 'con cable' };
    const first = restrictionsOf(request);
    expect(first).toEqual(screenRequest(request).restrictions);
    expect(restrictionsOf({ ...request })).toBe(first);
    // Another field, another answer: the key is all three fields.
    expect(restrictionsOf({ ...request, notes: 'y un cuchillo de cocina' })).not.toBe(first);
    // Hundreds of other requests later it screens again, with the same answer.
    for (let i = 0; i < 600; i++) restrictionsOf({ productName: `Auriculares ${String(i)}` });
    const again = restrictionsOf(request);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
