import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '#src/constants';
import { registrationInput, rejection, setup } from '#src/testing/scenario';
import { createFakeEmailSender } from '#src/testing/fakes';

describe('registration', () => {
  it('creates an account, logs it in and sends the confirmation e-mail', async () => {
    const { market, deps } = setup();
    const r = await market.accounts.register(registrationInput({ email: 'Nueva@Example.com' }));
    expect(r.user).toMatchObject({
      email: 'nueva@example.com',
      name: 'Ana García',
      verificationStatus: 'not_verified',
    });
    expect(r.emailSent).toBe(true);
    expect(deps.email.sent[0]?.to).toBe('nueva@example.com');
    expect((await market.accounts.currentUser())?.id).toBe(r.user.id);
  });

  it('never stores the password in plain text', async () => {
    const { market, deps } = setup();
    await market.accounts.register(registrationInput({ password: 'MuySecreta99', confirmPassword: 'MuySecreta99' }));
    const raw = deps.storage.get('users') ?? '';
    expect(raw).not.toContain('MuySecreta99');
    const stored = (JSON.parse(raw) as { data: { password: { algorithm: string; salt: string } }[] }).data.at(-1);
    expect(stored?.password).toMatchObject({ algorithm: 'PBKDF2-SHA256' });
    expect(stored?.password.salt).toBeTruthy();
  });

  it('keeps a session, not the user record, under currentUser', async () => {
    const { market, deps } = setup();
    const { user } = await market.accounts.register(registrationInput());
    const session = JSON.parse(deps.storage.get('currentUser') ?? 'null') as { data: unknown } | null;
    expect(session?.data).toEqual({ userId: user.id, issuedAt: expect.any(String) as unknown });
  });

  it('rejects a duplicate e-mail regardless of case', async () => {
    const { market } = setup();
    await market.accounts.register(registrationInput({ email: 'ana@example.com' }));
    const e = await rejection(market.accounts.register(registrationInput({ email: ' ANA@example.COM ' })));
    expect(e.code).toBe('email_taken');
    expect(e.description).toBe('Ya existe una cuenta con este email');
  });

  it('rejects different passwords', async () => {
    const { market } = setup();
    const e = await rejection(market.accounts.register(registrationInput({ confirmPassword: 'otracosa99' })));
    expect(e.description).toBe('Las contraseñas no coinciden');
  });

  it('rejects a password shorter than 8', async () => {
    const { market } = setup();
    const e = await rejection(
      market.accounts.register(registrationInput({ password: 'corta', confirmPassword: 'corta' })),
    );
    expect(e.code).toBe('password_too_short');
  });

  it.each(['firstName', 'lastName', 'birthDate', 'documentNumber'] as const)('requires %s', async (field) => {
    const { market } = setup();
    const e = await rejection(market.accounts.register(registrationInput({ [field]: '' })));
    expect(e.description).toBe('Por favor, completa todos los campos requeridos.');
    expect(e.fieldErrors[field]).toBeTruthy();
  });

  it('still registers when the e-mail provider fails', async () => {
    const email = createFakeEmailSender();
    email.fail = true;
    const { market } = setup({ email });
    const r = await market.accounts.register(registrationInput());
    expect(r.emailSent).toBe(false);
  });

  it('records the document type as DNI and the phone with its dial code', async () => {
    const { market } = setup();
    const { user } = await market.accounts.register(registrationInput({ dialCode: '+598', phone: '99 123 456' }));
    expect(user.documentType).toBe('DNI');
    expect(user.phone).toBe('+598 99 123 456');
  });
});

describe('login and logout', () => {
  it('logs in with the right password, e-mail in any case', async () => {
    const { market } = setup();
    await market.accounts.register(registrationInput({ email: 'ana@example.com' }));
    await market.accounts.logout({ id: 'x' });
    expect(await market.accounts.currentUser()).toBeNull();
    const r = await market.accounts.login({ email: 'ANA@example.com', password: 'secreto123' });
    expect(r.user.email).toBe('ana@example.com');
    expect((await market.accounts.currentUser())?.id).toBe(r.user.id);
  });

  it.each([
    ['a wrong password', 'ana@example.com', 'equivocada'],
    ['an unknown e-mail', 'nadie@example.com', 'secreto123'],
    ['empty fields', '', ''],
  ])('refuses %s with the spec message', async (_, email, password) => {
    const { market } = setup();
    await market.accounts.register(registrationInput({ email: 'ana@example.com' }));
    const e = await rejection(market.accounts.login({ email, password }));
    expect([e.title, e.description]).toEqual(['Error de autenticación', 'Email o contraseña incorrectos']);
  });

  it('seeds the verified demo user', async () => {
    const { market } = setup();
    const r = await market.accounts.login({ email: DEMO_USER.email, password: DEMO_USER.password });
    expect(r.user.verificationStatus).toBe('verified');
    await market.accounts.ensureDemoUser();
    const users = await market.accounts.getPublicProfile(DEMO_USER.id);
    expect(users?.email).toBe(DEMO_USER.email);
  });
});

describe('guest requests', () => {
  it('are claimed by the account that registers in this browser', async () => {
    const { market, publish } = setup();
    const r = await publish(null);
    const { user, claimedRequests } = await market.accounts.register(registrationInput());
    expect(claimedRequests).toBe(1);
    const mine = await market.requests.mine(user);
    expect(mine.map((x) => x.id)).toEqual([r.id]);
    expect(mine[0]?.guestToken).toBeNull();
  });

  it('are claimed by the account that logs in in this browser, and only those', async () => {
    const { market, deps, publish } = setup();
    await market.accounts.register(registrationInput({ email: 'ana@example.com' }));
    await market.accounts.logout(null);
    await publish(null);
    const otherTab = setup({ storage: deps.storage.openTab() });
    // Another browser's guest token would differ; simulate with a request carrying another token.
    const foreign = await otherTab.publish(null);
    const requests = JSON.parse(deps.storage.get('productRequests') ?? '{}') as { data: { id: string }[] };
    requests.data = requests.data.map((r) => (r.id === foreign.id ? { ...r, guestToken: 'another-browser' } : r));
    deps.storage.set('productRequests', JSON.stringify(requests));
    const { user, claimedRequests } = await market.accounts.login({ email: 'ana@example.com', password: 'secreto123' });
    expect(claimedRequests).toBe(2 - 1);
    expect((await market.requests.mine(user)).length).toBe(1);
  });
});

describe('profile and password', () => {
  it('updates the profile and the display name', async () => {
    const { market, user } = setup();
    const u = await user();
    const next = await market.accounts.updateProfile(u, { firstName: 'Anita', location: 'Rosario' });
    expect(next).toMatchObject({ name: 'Anita García', location: 'Rosario' });
    expect((await market.accounts.getPublicProfile(u.id))?.firstName).toBe('Anita');
    expect(await market.accounts.getPublicProfile('nadie')).toBeNull();
  });

  it('refuses an invalid profile and visitors', async () => {
    const { market, user } = setup();
    const u = await user();
    expect((await rejection(market.accounts.updateProfile(u, { firstName: ' ' }))).code).toBe('validation');
    expect((await rejection(market.accounts.updateProfile(null, {}))).title).toBe('Acceso Denegado');
  });

  it('changes the password after checking the current one', async () => {
    const { market, user } = setup();
    const u = await user({ email: 'pw@example.com' });
    await market.accounts.changePassword(u, {
      currentPassword: 'secreto123',
      newPassword: 'nuevaClave1',
      confirmNewPassword: 'nuevaClave1',
    });
    await expect(market.accounts.login({ email: 'pw@example.com', password: 'nuevaClave1' })).resolves.toBeTruthy();
  });

  it.each([
    [
      { currentPassword: 'secreto123', newPassword: 'nuevaClave1', confirmNewPassword: 'otra' },
      'Las nuevas contraseñas no coinciden.',
    ],
    [
      { currentPassword: 'secreto123', newPassword: 'corta', confirmNewPassword: 'corta' },
      'La nueva contraseña debe tener al menos 8 caracteres.',
    ],
    [
      { currentPassword: 'mala', newPassword: 'nuevaClave1', confirmNewPassword: 'nuevaClave1' },
      'La contraseña actual es incorrecta.',
    ],
    [
      // What a hostile client could send: checked before anything is compared or hashed.
      { currentPassword: 'secreto123', newPassword: 12345678, confirmNewPassword: 12345678 } as never,
      'Por favor, completa todos los campos requeridos.',
    ],
  ])('refuses a password change %#', async (input, message) => {
    const { market, user } = setup();
    const u = await user();
    expect((await rejection(market.accounts.changePassword(u, input))).description).toBe(message);
  });
});
