import { DomainError } from '#src/errors';
import { createMarketplace, type Marketplace } from '#src/marketplace';
import type { MarketplaceDeps } from '#src/services/context';
import type { RegistrationInput } from '#src/schemas/user';
import type { MemoryStorage } from '#src/storage/key-value-storage';
import { createMemoryDeps, pngBlob } from '#src/testing/memory-deps';

export const validRequestInput = {
  productName: 'Nintendo Switch OLED',
  productUrl: 'https://www.amazon.com/dp/B098RKWHHZ',
  estimatedPrice: '349.99',
  currency: 'USD' as const,
  country: 'Estados Unidos',
  reward: 25,
  category: 'juegos' as const,
  notes: 'Color blanco',
};

export const validBilling = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

let n = 0;
export function registrationInput(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  n += 1;
  return {
    firstName: 'Ana',
    lastName: 'García',
    email: `ana${n}@example.com`,
    birthDate: '1990-05-01',
    dialCode: '+54',
    phone: '11 5555 1234',
    documentNumber: '30123456',
    password: 'secreto123',
    confirmPassword: 'secreto123',
    ...overrides,
  };
}

export async function rejection(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

export function setup(overrides: Partial<MarketplaceDeps> & { storage?: MemoryStorage } = {}) {
  const deps = createMemoryDeps(overrides);
  const market = createMarketplace(deps);
  return { deps, market, ...helpers(market) };
}

export function helpers(market: Marketplace) {
  async function user(overrides: Partial<RegistrationInput> = {}) {
    const { user } = await market.accounts.register(registrationInput(overrides));
    return { id: user.id, user };
  }
  async function verify(actor: { id: string }) {
    await market.verification.submit(actor, {
      documentType: 'DNI',
      front: pngBlob(),
      back: pngBlob(),
      selfie: pngBlob(),
    });
    await market.verification.refresh(actor);
  }
  async function traveller(overrides: Partial<RegistrationInput> = {}) {
    const t = await user({ firstName: 'Tomás', lastName: 'Pérez', ...overrides });
    await verify(t);
    return t;
  }
  async function publish(actor: { id: string } | null, overrides: Partial<typeof validRequestInput> = {}) {
    return market.requests.publish(actor, { ...validRequestInput, ...overrides, image: pngBlob() });
  }
  /** Buyer + verified traveller + accepted request. */
  async function accepted() {
    const buyer = await user();
    const trav = await traveller();
    const request = await publish(buyer);
    await market.requests.accept(trav, request.id);
    return { buyer, traveller: trav, request };
  }
  async function paid() {
    const a = await accepted();
    await market.payments.payWithCard(a.buyer, a.request.id, validBilling, 'tok_visa');
    const code = await market.requests.securityCode(a.buyer, a.request.id);
    if (!code) throw new Error('expected a code');
    return { ...a, code };
  }
  return { user, verify, traveller, publish, accepted, paid };
}
