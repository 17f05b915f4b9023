import { describe, expect, it } from 'vitest';
import { whenAgain } from '#src/adapters/http/http-marketplace';

describe('whenAgain', () => {
  it('says the wait of a 429 in seconds under a minute, else in whole minutes rounded up', () => {
    expect(whenAgain(1)).toBe('Podrás intentarlo de nuevo en 1 segundo.');
    expect(whenAgain(30)).toBe('Podrás intentarlo de nuevo en 30 segundos.');
    expect(whenAgain(60)).toBe('Podrás intentarlo de nuevo en 1 minuto.');
    expect(whenAgain(61)).toBe('Podrás intentarlo de nuevo en 2 minutos.');
    expect(whenAgain(900)).toBe('Podrás intentarlo de nuevo en 15 minutos.');
  });
});
