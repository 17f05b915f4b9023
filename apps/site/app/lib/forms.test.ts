import { describe, expect, it } from 'vitest';
import { MESSAGES, createBrowserMarketplace } from '@cg/domain';
import { createMemoryDeps, pngBlob } from '@cg/domain/testing';
import { nextStepFor, toFormFailure, type FormFailure } from './forms';

/** What the domain really throws when an unverified traveller accepts a request. */
async function unverifiedAccept(): Promise<unknown> {
  const { marketplace: market } = createBrowserMarketplace(createMemoryDeps());
  const person = (firstName: string, email: string) => ({
    firstName,
    lastName: 'Pérez',
    email,
    birthDate: '1990-05-01',
    dialCode: '+54',
    phone: '11 5555 1234',
    documentNumber: '30123456',
    password: 'secreto123',
    confirmPassword: 'secreto123',
  });
  const { user: buyer } = await market.accounts.register(null, person('Ana', 'ana@example.com'));
  const { user: traveller } = await market.accounts.register(null, person('Tomás', 'tomas@example.com'));
  const request = await market.requests.publish(
    { id: buyer.id },
    {
      productName: 'Kindle Paperwhite',
      productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
      estimatedPrice: '159.99',
      currency: 'USD',
      country: 'Estados Unidos',
      reward: 25,
      category: 'tecnologia',
      notes: '',
      image: pngBlob(),
    },
  );
  return market.requests.accept({ id: traveller.id }, request.id).then(
    () => {
      throw new Error('expected the domain to refuse');
    },
    (error: unknown) => error,
  );
}

const failure = (code: FormFailure['code'], title: string): FormFailure => ({
  ok: false,
  code,
  title,
  description: '',
  fieldErrors: {},
});

describe('form failures', () => {
  it('keep the refusal’s code next to its copy', async () => {
    const [title, description] = MESSAGES.verificationRequired;
    expect(toFormFailure(await unverifiedAccept())).toEqual({
      ok: false,
      code: 'verification_required',
      title,
      description,
      fieldErrors: {},
    });
  });

  it('rethrow what is not a refusal (a bug, not a message for the person)', () => {
    const bug = new TypeError('x is undefined');
    expect(() => toFormFailure(bug)).toThrow(bug);
  });

  it('offer "Verificar ahora" by the code, whatever the title says', async () => {
    const next = { label: 'Verificar ahora', href: '/verificacion-viajero' };
    expect(nextStepFor(toFormFailure(await unverifiedAccept()))).toEqual(next);
    expect(nextStepFor(failure('verification_required', 'Verificá tu identidad'))).toEqual(next);
  });

  it('bring the traveller back to the request after verifying', () => {
    expect(nextStepFor(failure('verification_required', 'x'), '/pedidos/abc')?.href).toBe(
      '/verificacion-viajero?redirectTo=%2Fpedidos%2Fabc',
    );
    expect(nextStepFor(failure('verification_required', 'x'), '//evil.example')?.href).toBe('/verificacion-viajero');
  });

  it('offer no next step for other refusals, even one titled like the verification', () => {
    expect(nextStepFor(failure('already_accepted', MESSAGES.verificationRequired[0]))).toBeUndefined();
    expect(nextStepFor(failure('validation', 'Error de validación'))).toBeUndefined();
  });
});
