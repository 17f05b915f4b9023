import { afterEach, describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { MESSAGES } from '@cg/domain';
import { createBrowserMarketplace } from '@cg/browser';
import { createHttpMarketplace } from '@cg/domain/http';
import { createMemoryDeps } from '@cg/browser/testing';
import { pngBlob } from '@cg/testkit';
import { keepFormWhenSessionEnded, nextStepFor, toFormFailure, type FormFailure } from './forms';
import { dismissToast, getToasts, toastError } from './toast';

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

/**
 * What the site gets in server mode when its session cookie expired between loading a page and
 * sending its form: the API's 401 (`login_required`, with the use case's Spanish copy), through
 * the domain's HTTP adapter as the site uses it.
 */
async function expiredSessionChangePassword(): Promise<unknown> {
  const [title, description] = MESSAGES.dashboardLoginRequired;
  const market = createHttpMarketplace({
    baseUrl: '/api',
    fetch: () => Promise.resolve(Response.json({ code: 'login_required', title, description }, { status: 401 })),
  });
  return market.accounts
    .changePassword(null, {
      currentPassword: 'secreto123',
      newPassword: 'otraclave123',
      confirmNewPassword: 'otraclave123',
    })
    .then(
      () => {
        throw new Error('expected the API to refuse');
      },
      (error: unknown) => error,
    );
}

/** Remix's arguments to a route's shouldRevalidate after an action answered `actionResult`. */
const afterAction = (actionResult: unknown): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL('http://localhost/settings'),
  currentParams: {},
  nextUrl: new URL('http://localhost/settings'),
  nextParams: {},
  formMethod: 'POST',
  formAction: '/settings',
  actionResult,
  defaultShouldRevalidate: true,
});

describe('an expired session in an action (server mode)', () => {
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
  });

  it('offers "Iniciar sesión", back to where the person was', async () => {
    const refused = toFormFailure(await expiredSessionChangePassword());
    expect(refused.code).toBe('login_required');
    expect(nextStepFor(refused, '/settings?tab=seguridad')).toEqual({
      label: 'Iniciar sesión',
      href: '/login?redirectTo=%2Fsettings%3Ftab%3Dseguridad',
    });
    // A value that is not a path of this site is not followed afterwards.
    expect(nextStepFor(refused, 'https://evil.example/')?.href).toBe('/login');
  });

  it('puts the way back in the refusal’s toast', async () => {
    const refused = toFormFailure(await expiredSessionChangePassword());
    toastError(refused, '/settings');
    const [shown] = getToasts();
    expect(shown).toMatchObject({
      title: MESSAGES.dashboardLoginRequired[0],
      variant: 'destructive',
      action: { label: 'Iniciar sesión', href: '/login?redirectTo=%2Fsettings' },
    });
  });

  it('offers no login for a wrong password at login, or any other refusal', () => {
    toastError(failure('authentication_failed', 'Email o contraseña incorrectos'), '/login');
    expect(getToasts()[0]?.action).toBeUndefined();
    toastError(failure('validation', 'Error de validación'), '/settings');
    expect(getToasts()[0]).toMatchObject({ title: 'Error de validación', action: undefined });
  });

  it('keeps the page and what was typed: its loaders do not run again', async () => {
    const refused = toFormFailure(await expiredSessionChangePassword());
    expect(keepFormWhenSessionEnded(afterAction(refused))).toBe(false);
    // Any other answer revalidates as Remix would.
    expect(keepFormWhenSessionEnded(afterAction(failure('wrong_password', 'Contraseña incorrecta')))).toBe(true);
    expect(keepFormWhenSessionEnded(afterAction({ ok: true }))).toBe(true);
    expect(keepFormWhenSessionEnded({ ...afterAction(undefined), defaultShouldRevalidate: false })).toBe(false);
  });
});
