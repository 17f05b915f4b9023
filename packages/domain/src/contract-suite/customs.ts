import { describe, expect, it } from 'vitest';
import { type EngineFactory, rejection, scenario } from '#src/contract-suite/engine';
import type { TripInput } from '#src/schemas/trip';

// The scenario's clock: 2026-11-21, noon UTC.
const fromUsa = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2026-11-25',
  returnDate: '2026-12-10',
  availableSpace: 'medium' as const,
};

/** Issue 37 (decision 047): customs allowance per trip, who pays the excess, trust tiers. */
export function customsContract(engine: EngineFactory) {
  describe('customs: the way a trip enters Argentina', () => {
    it('is stored as registered and edited; a client that does not send it registers air or sea; an unknown one is refused', async () => {
      const s = scenario(engine);
      const traveller = await s.traveller();
      const byLand = await s.market.trips.register(traveller, {
        ...fromUsa,
        originCountry: 'Brasil',
        entryWay: 'land',
      });
      expect(byLand.entryWay).toBe('land');
      const unsaid = await s.market.trips.register(traveller, fromUsa);
      expect(unsaid.entryWay).toBe('air_sea');
      const edited = await s.market.trips.edit(traveller, unsaid.id, { ...fromUsa, entryWay: 'land' });
      expect(edited.entryWay).toBe('land');
      const mine = await s.market.trips.mine(traveller);
      expect(mine.map((t) => t.entryWay)).toEqual(['land', 'land']);
      const wrong = await rejection(
        s.market.trips.register(traveller, { ...fromUsa, entryWay: 'teleport' } as unknown as TripInput),
      );
      expect([wrong.code, wrong.title]).toEqual(['validation', 'Campos requeridos']);
      expect(wrong.fieldErrors.entryWay).toBe('Por favor completa todos los campos obligatorios.');
      expect(await s.market.trips.mine(traveller)).toHaveLength(2);
    });
  });
}
