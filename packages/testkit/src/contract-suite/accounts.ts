import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '@cg/domain/constants';
import {
  type EngineFactory,
  newGuest,
  registrationInput,
  rejection,
  scenario,
  validTripInput,
} from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';
import { createFakeEmailSender } from '#src/fakes';

export function accountsContract(engine: EngineFactory) {
  describe('registration', () => {
    it('creates an account, logs it in and sends the confirmation e-mail', async () => {
      const { market, email, differences } = scenario(engine);
      const r = await market.accounts.register(null, registrationInput({ email: 'Nueva@Example.com' }));
      expect(r.user).toMatchObject({
        email: 'nueva@example.com',
        name: 'Ana García',
        verificationStatus: 'not_verified',
      });
      expect(r.emailSent).toBe(true);
      expect(email.sent[0]?.to).toBe('nueva@example.com');
      // The session to keep is the new account's (over HTTP it is the cookie, not in the result).
      if (differences.sessionInResult) expect(r.session?.userId).toBe(r.user.id);
      else expect(r).not.toHaveProperty('session');
      expect((await market.accounts.me({ id: r.session?.userId ?? r.user.id }))?.id).toBe(r.user.id);
    });

    it('rejects a duplicate e-mail regardless of case', async () => {
      const { market } = scenario(engine);
      await market.accounts.register(null, registrationInput({ email: 'ana@example.com' }));
      const e = await rejection(market.accounts.register(null, registrationInput({ email: ' ANA@example.COM ' })));
      expect(e.code).toBe('email_taken');
      expect(e.description).toBe('Ya existe una cuenta con este email');
    });

    it('rejects different passwords', async () => {
      const { market } = scenario(engine);
      const e = await rejection(market.accounts.register(null, registrationInput({ confirmPassword: 'otracosa99' })));
      expect(e.description).toBe('Las contraseñas no coinciden');
    });

    it('rejects a password shorter than 8', async () => {
      const { market } = scenario(engine);
      const e = await rejection(
        market.accounts.register(null, registrationInput({ password: 'corta', confirmPassword: 'corta' })),
      );
      expect(e.code).toBe('password_too_short');
    });

    it.each(['firstName', 'lastName', 'birthDate', 'documentNumber'] as const)('requires %s', async (field) => {
      const { market } = scenario(engine);
      const e = await rejection(market.accounts.register(null, registrationInput({ [field]: '' })));
      expect(e.description).toBe('Por favor, completa todos los campos requeridos.');
      expect(e.fieldErrors[field]).toBeTruthy();
    });

    it('still registers when the e-mail provider fails', async () => {
      const email = createFakeEmailSender();
      email.fail = true;
      const { market } = scenario(engine, { email });
      const r = await market.accounts.register(null, registrationInput());
      expect(r.emailSent).toBe(false);
    });

    it('records the document type as DNI and the phone with its dial code', async () => {
      const { market } = scenario(engine);
      const { user } = await market.accounts.register(
        null,
        registrationInput({ dialCode: '+598', phone: '99 123 456' }),
      );
      expect(user.documentType).toBe('DNI');
      expect(user.phone).toBe('+598 99 123 456');
    });
  });

  describe('login', () => {
    it('logs in with the right password, e-mail in any case', async () => {
      const { market, differences } = scenario(engine);
      await market.accounts.register(null, registrationInput({ email: 'ana@example.com' }));
      const r = await market.accounts.login(null, { email: 'ANA@example.com', password: 'secreto123' });
      expect(r.user.email).toBe('ana@example.com');
      if (differences.sessionInResult) expect(r.session?.userId).toBe(r.user.id);
      else expect(r).not.toHaveProperty('session');
      expect((await market.accounts.me({ id: r.session?.userId ?? r.user.id }))?.id).toBe(r.user.id);
    });

    it.each([
      ['a wrong password', 'ana@example.com', 'equivocada'],
      ['an unknown e-mail', 'nadie@example.com', 'secreto123'],
      ['empty fields', '', ''],
    ])('refuses %s with the spec message', async (_, email, password) => {
      const { market } = scenario(engine);
      await market.accounts.register(null, registrationInput({ email: 'ana@example.com' }));
      const e = await rejection(market.accounts.login(null, { email, password }));
      expect([e.title, e.description]).toEqual(['Error de autenticación', 'Email o contraseña incorrectos']);
    });

    it('seeds the verified demo user', async () => {
      const { market, differences } = scenario(engine);
      if (!differences.demoAccount) {
        // A server has no demo account: its e-mail is nobody's.
        const e = await rejection(
          market.accounts.login(null, { email: DEMO_USER.email, password: DEMO_USER.password }),
        );
        expect([e.title, e.description]).toEqual(['Error de autenticación', 'Email o contraseña incorrectos']);
        return;
      }
      const r = await market.accounts.login(null, { email: DEMO_USER.email, password: DEMO_USER.password });
      expect(r.user.verificationStatus).toBe('verified');
      // Seeding twice keeps one demo account.
      await market.accounts.login(null, { email: DEMO_USER.email, password: DEMO_USER.password });
      const users = await market.accounts.profile(r.user, DEMO_USER.id);
      expect(users?.email).toBe(DEMO_USER.email);
    });

    it('knows nobody for a visitor, a guest or an unknown id', async () => {
      const { market } = scenario(engine);
      expect(await market.accounts.me(null)).toBeNull();
      expect(await market.accounts.me(newGuest())).toBeNull();
      expect(await market.accounts.me({ id: 'nobody' })).toBeNull();
    });
  });

  describe('strings longer than anyone’s (issue 32, decision 033)', () => {
    const max = (n: number) => `Puede tener como máximo ${String(n)} caracteres.`;
    const long = (n: number) => 'x'.repeat(n);
    const TOO_LONG = ['Error', 'Algún dato es demasiado largo. Revisa los campos marcados.'];

    it.each([
      ['firstName', { firstName: long(101) }, max(100)],
      ['lastName', { lastName: long(101) }, max(100)],
      ['email', { email: `${long(250)}@example.com` }, max(254)],
      ['phone', { phone: long(41) }, max(40)],
      ['documentNumber', { documentNumber: long(31) }, max(30)],
      ['password', { password: long(1025), confirmPassword: long(1025) }, max(1024)],
    ] as const)('refuses a registration whose %s is too long, saying so', async (field, overrides, message) => {
      const { market } = scenario(engine);
      const e = await rejection(market.accounts.register(null, registrationInput(overrides)));
      expect([e.code, e.title, e.description, e.fieldErrors[field]]).toEqual(['validation', ...TOO_LONG, message]);
    });

    it('refuses a dial code that is not one', async () => {
      const { market } = scenario(engine);
      const e = await rejection(market.accounts.register(null, registrationInput({ dialCode: long(5000) })));
      expect([e.code, e.fieldErrors.dialCode]).toEqual([
        'validation',
        'Por favor, completa todos los campos requeridos.',
      ]);
    });

    it('takes a password of 1,024 characters, and refuses a longer one at login as any wrong password', async () => {
      const { market } = scenario(engine);
      const password = long(1024);
      await market.accounts.register(
        null,
        registrationInput({ email: 'larga@example.com', password, confirmPassword: password }),
      );
      expect((await market.accounts.login(null, { email: 'larga@example.com', password })).user.email).toBe(
        'larga@example.com',
      );
      for (const input of [
        { email: 'larga@example.com', password: `${password}x` },
        { email: `${long(250)}@example.com`, password },
      ]) {
        const e = await rejection(market.accounts.login(null, input));
        expect([e.code, e.description]).toEqual(['authentication_failed', 'Email o contraseña incorrectos']);
      }
    });

    it('refuses oversized profile fields, passwords and links with the domain’s messages', async () => {
      const { market, user } = scenario(engine);
      const u = await user();
      const profile = await rejection(market.accounts.updateProfile(u, { phone: long(41), location: long(101) }));
      expect([profile.code, profile.description, profile.fieldErrors]).toEqual([
        'validation',
        TOO_LONG[1],
        { phone: max(40), location: max(100) },
      ]);
      const change = await rejection(
        market.accounts.changePassword(u, {
          currentPassword: long(1025),
          newPassword: 'nuevaclave1',
          confirmNewPassword: 'nuevaclave1',
        }),
      );
      expect([change.code, change.fieldErrors.currentPassword]).toEqual(['validation', max(1024)]);
      const remove = await rejection(market.accounts.deleteAccount(u, { currentPassword: long(1025) }));
      expect(remove.code).toBe('wrong_password');
      const link = await rejection(
        market.accounts.resetPassword(null, {
          token: long(201),
          newPassword: 'nuevaclave1',
          confirmNewPassword: 'nuevaclave1',
        }),
      );
      expect([link.code, link.title]).toEqual(['invalid_token', 'Enlace no válido']);
      const newPassword = await rejection(
        market.accounts.resetPassword(null, {
          token: 'f'.repeat(64),
          newPassword: long(1025),
          confirmNewPassword: long(1025),
        }),
      );
      expect([newPassword.code, newPassword.fieldErrors.newPassword]).toEqual(['validation', max(1024)]);
      // Nothing of it was stored.
      expect(await market.accounts.me(u)).toMatchObject({ firstName: 'Ana', profilePicture: null });
    });
  });

  describe('guest requests', () => {
    it('are claimed by the account that registers with the guest token', async () => {
      const { market, publish } = scenario(engine);
      const guest = newGuest();
      const r = await publish(guest);
      const { user, claimedRequests } = await market.accounts.register(guest, registrationInput());
      expect(claimedRequests).toBe(1);
      const mine = await market.requests.mine(user);
      expect(mine.map((x) => x.id)).toEqual([r.id]);
      expect(JSON.stringify(mine)).not.toContain(guest.guestToken);
    });

    it('are claimed by the account that logs in with the guest token, and only those', async () => {
      const { market, publish } = scenario(engine);
      await market.accounts.register(null, registrationInput({ email: 'ana@example.com' }));
      const guest = newGuest();
      await publish(guest);
      // Another browser's guest publishes too: its request is not this guest's to claim.
      await publish(newGuest());
      const { user, claimedRequests } = await market.accounts.login(guest, {
        email: 'ana@example.com',
        password: 'secreto123',
      });
      expect(claimedRequests).toBe(2 - 1);
      expect((await market.requests.mine(user)).length).toBe(1);
    });
  });

  describe('profile and password', () => {
    it('updates the profile and the display name', async () => {
      const { market, user } = scenario(engine);
      const u = await user();
      const next = await market.accounts.updateProfile(u, { firstName: 'Anita', location: 'Rosario' });
      expect(next).toMatchObject({ name: 'Anita García', location: 'Rosario' });
      expect((await market.accounts.profile(u, u.id))?.firstName).toBe('Anita');
      expect(await market.accounts.profile(u, 'nadie')).toBeNull();
    });

    it('takes a picture as an upload only, shows it on the trips by reference and deletes the one it replaces', async () => {
      const { market, user, images } = scenario(engine);
      const u = await user();
      // A picture is never an id the client names (issue 32): the profile form ignores one.
      const named = await rejection(
        market.accounts.updateProfile(u, { profilePicture: 'foto-de-otra-persona' } as never),
      );
      expect([named.code, named.fieldErrors.profilePicture]).toEqual([
        'validation',
        'La foto de perfil se cambia subiendo una imagen desde Ajustes.',
      ]);
      expect((await market.accounts.me(u))?.profilePicture).toBeNull();
      const fake = new Blob([new TextEncoder().encode('<svg onload=alert(1)>')], { type: 'image/png' });
      expect((await rejection(market.accounts.setProfilePicture(u, fake))).code).toBe('image_invalid');
      const first = (await market.accounts.setProfilePicture(u, pngBlob())).profilePicture ?? '';
      expect(await images.get(first)).not.toBeNull();
      await market.trips.register(u, validTripInput);
      expect((await market.trips.mine(u))[0]?.userAvatar).toBe(first);
      const second = (await market.accounts.setProfilePicture(u, pngBlob())).profilePicture ?? '';
      expect(second).not.toBe(first);
      expect((await market.trips.searchPage(null, {})).items[0]?.userAvatar).toBe(second);
      expect(await images.get(first)).toBeNull();
      expect((await market.accounts.setProfilePicture(u, null)).profilePicture).toBeNull();
      expect(await images.get(second)).toBeNull();
      expect((await rejection(market.accounts.setProfilePicture(null, pngBlob()))).code).toBe('login_required');
    });

    it('refuses an invalid profile and visitors', async () => {
      const { market, user } = scenario(engine);
      const u = await user();
      expect((await rejection(market.accounts.updateProfile(u, { firstName: ' ' }))).code).toBe('validation');
      expect((await rejection(market.accounts.updateProfile(null, {}))).title).toBe('Acceso Denegado');
    });

    it('changes the password after checking the current one', async () => {
      const { market, user } = scenario(engine);
      const u = await user({ email: 'pw@example.com' });
      await market.accounts.changePassword(u, {
        currentPassword: 'secreto123',
        newPassword: 'nuevaClave1',
        confirmNewPassword: 'nuevaClave1',
      });
      await expect(
        market.accounts.login(null, { email: 'pw@example.com', password: 'nuevaClave1' }),
      ).resolves.toBeTruthy();
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
      const { market, user } = scenario(engine);
      const u = await user();
      expect((await rejection(market.accounts.changePassword(u, input))).description).toBe(message);
    });
  });

  describe('forgotten password', () => {
    const login = (email: string, password: string) => ({ email, password });

    it('e-mails a single-use link; the new password works, the old one and the link no longer do', async () => {
      const { market, user, email, differences } = scenario(engine);
      const u = await user({ email: 'olvido@example.com' });
      await market.accounts.requestPasswordReset(null, { email: ' Olvido@Example.com ' });
      const [mail] = email.resets;
      expect(mail?.to).toBe('olvido@example.com');
      const token = mail?.token ?? '';
      expect(token.length).toBeGreaterThanOrEqual(60);
      const reset = { token, newPassword: 'nueva-clave-1', confirmNewPassword: 'nueva-clave-1' };
      expect(await market.accounts.resetPassword(null, reset)).toEqual({
        userId: differences.resetSaysWhose ? u.id : '',
      });
      expect((await market.accounts.login(null, login('olvido@example.com', 'nueva-clave-1'))).user.id).toBe(u.id);
      expect((await rejection(market.accounts.login(null, login('olvido@example.com', 'secreto123')))).code).toBe(
        'authentication_failed',
      );
      const again = await rejection(
        market.accounts.resetPassword(null, {
          ...reset,
          newPassword: 'x'.repeat(9),
          confirmNewPassword: 'x'.repeat(9),
        }),
      );
      expect([again.code, again.title]).toEqual(['invalid_token', 'Enlace no válido']);
    });

    it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
      const { market, user, email } = scenario(engine);
      await user({ email: 'existe@example.com' });
      await expect(market.accounts.requestPasswordReset(null, { email: 'nadie@example.com' })).resolves.toBeUndefined();
      await expect(
        market.accounts.requestPasswordReset(null, { email: 'existe@example.com' }),
      ).resolves.toBeUndefined();
      expect(email.resets.map((m) => m.to)).toEqual(['existe@example.com']);
      expect((await rejection(market.accounts.requestPasswordReset(null, { email: 'no-es-un-email' }))).code).toBe(
        'validation',
      );
    });

    it('answers without waiting for the e-mail provider, whose latency would tell that the account exists', async () => {
      const email = createFakeEmailSender();
      const resets: string[] = [];
      // A provider that never answers: the reply must come anyway, and the link was handed over.
      email.sendPasswordReset = (message) => {
        resets.push(message.to);
        return new Promise<void>(() => undefined);
      };
      const { market, user } = scenario(engine, { email });
      await user({ email: 'lento@example.com' });
      await expect(market.accounts.requestPasswordReset(null, { email: 'lento@example.com' })).resolves.toBeUndefined();
      expect(resets).toEqual(['lento@example.com']);
    });

    it('refuses a wrong, an older (replaced) or an expired link, and checks the new password first', async () => {
      let now = Date.parse('2026-11-21T12:00:00.000Z');
      const { market, user, email } = scenario(engine, { clock: { now: () => new Date(now) } });
      await user({ email: 'tres@example.com' });
      await market.accounts.requestPasswordReset(null, { email: 'tres@example.com' });
      await market.accounts.requestPasswordReset(null, { email: 'tres@example.com' });
      const [older, newer] = email.resets.map((m) => m.token);
      const withToken = (token: string) => ({
        token,
        newPassword: 'nueva-clave-1',
        confirmNewPassword: 'nueva-clave-1',
      });
      expect((await rejection(market.accounts.resetPassword(null, withToken('f'.repeat(64))))).code).toBe(
        'invalid_token',
      );
      expect((await rejection(market.accounts.resetPassword(null, withToken(older ?? '')))).code).toBe('invalid_token');
      const short = await rejection(
        market.accounts.resetPassword(null, { token: newer ?? '', newPassword: 'corta', confirmNewPassword: 'corta' }),
      );
      expect(short.code).toBe('password_too_short');
      now += 31 * 60 * 1000;
      expect((await rejection(market.accounts.resetPassword(null, withToken(newer ?? '')))).code).toBe('invalid_token');
    });
  });

  describe('e-mail confirmation', () => {
    it('e-mails a link on registration; it confirms the e-mail once, from any device, without a session', async () => {
      const { market, user, email } = scenario(engine);
      const u = await user({ email: 'confirma@example.com' });
      expect((await market.accounts.me(u))?.emailConfirmedAt).toBeNull();
      const token = email.sent.find((m) => m.to === 'confirma@example.com')?.token ?? '';
      expect(token.length).toBeGreaterThanOrEqual(60);
      await market.accounts.confirmEmail(null, { token });
      expect((await market.accounts.me(u))?.emailConfirmedAt).toEqual(expect.any(String));
      const again = await rejection(market.accounts.confirmEmail(null, { token }));
      expect([again.code, again.title]).toEqual(['invalid_token', 'Enlace no válido']);
      // Confirmed already: asking again sends nothing.
      expect(await market.accounts.resendEmailConfirmation(u)).toEqual({ alreadyConfirmed: true });
      expect(email.confirmations).toEqual([]);
    });

    it('a new link retires the older one; a wrong or expired one is refused; the provider down is said', async () => {
      let now = Date.parse('2026-11-21T12:00:00.000Z');
      const { market, user, email } = scenario(engine, { clock: { now: () => new Date(now) } });
      const u = await user({ email: 'nuevo@example.com' });
      const first = email.sent.at(-1)?.token ?? '';
      expect(await market.accounts.resendEmailConfirmation(u)).toEqual({ alreadyConfirmed: false });
      const second = email.confirmations.at(-1)?.token ?? '';
      expect(email.confirmations.map((m) => m.to)).toEqual(['nuevo@example.com']);
      expect((await rejection(market.accounts.confirmEmail(null, { token: first }))).code).toBe('invalid_token');
      expect((await rejection(market.accounts.confirmEmail(null, { token: 'f'.repeat(64) }))).code).toBe(
        'invalid_token',
      );
      now += 49 * 3600_000;
      expect((await rejection(market.accounts.confirmEmail(null, { token: second }))).code).toBe('invalid_token');
      expect((await market.accounts.me(u))?.emailConfirmedAt).toBeNull();
      email.fail = true;
      const down = await rejection(market.accounts.resendEmailConfirmation(u));
      expect([down.code, down.title]).toEqual(['provider_unavailable', 'No pudimos enviar el correo']);
      expect((await rejection(market.accounts.resendEmailConfirmation(null))).code).toBe('login_required');
    });
  });

  describe("deleting one's account", () => {
    const trip = {
      originCountry: 'España',
      province: 'Córdoba' as const,
      departureDate: '2026-12-01',
      returnDate: '2026-12-15',
      availableSpace: 'medium' as const,
    };

    it('asks for the password again, and refuses while an order is on its way', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const wrong = await rejection(s.market.accounts.deleteAccount(traveller, { currentPassword: 'otra-clave' }));
      expect([wrong.code, wrong.fieldErrors.currentPassword]).toEqual([
        'wrong_password',
        'La contraseña es incorrecta.',
      ]);
      for (const who of [buyer, traveller]) {
        const busy = await rejection(s.market.accounts.deleteAccount(who, { currentPassword: 'secreto123' }));
        expect([busy.code, busy.title]).toEqual(['account_busy', 'No puedes eliminar tu cuenta todavía']);
      }
      // Nothing changed: both still log in, the order is as it was.
      expect((await s.market.requests.order(buyer, request.id))?.status).toBe('paid');
      expect((await s.market.accounts.me(traveller))?.firstName).toBe('Tomás');
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      expect((await rejection(s.market.accounts.deleteAccount(null, { currentPassword: 'secreto123' }))).code).toBe(
        'login_required',
      );
    });

    it("removes the person and what only they had, and keeps the other party's order, chat and review", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const travellerEmail = traveller.user.email;
      await s.market.chats.send(traveller, request.id, 'Llego el martes');
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      await s.market.reviews.leave(traveller, request.id, { rating: 5, comment: 'Muy buena compradora' });
      await s.market.reviews.leave(buyer, request.id, { rating: 4, comment: 'Llegó bien' });
      const travellersTrip = await s.market.trips.register(traveller, trip);
      const ownRequest = await s.publish(traveller, { productName: 'Kindle Paperwhite' });
      // Decision 046: their alerts and the invitations to their trip go with the account.
      await s.market.matching.setAlerts(traveller, { tripCountries: ['Japón'], requestAlerts: false });
      const buyersRequest = await s.publish(buyer, { productName: 'Libro', country: 'España' });
      await s.market.matching.invite(buyer, buyersRequest.id, travellersTrip.id);
      expect((await s.market.data.exportMine(buyer)).invitationsSent).toEqual([
        { requestId: buyersRequest.id, tripId: travellersTrip.id },
      ]);
      const imagesBefore = await s.images.count();

      await s.market.accounts.deleteAccount(traveller, { currentPassword: 'secreto123' });

      expect((await s.market.data.exportMine(buyer)).invitationsSent).toEqual([]);
      expect(await s.market.matching.alerts(traveller)).toEqual({ tripCountries: [], requestAlerts: true });

      // The buyer's order, chat and the review written to them stay, under "Cuenta eliminada".
      const order = await s.market.requests.order(buyer, request.id);
      expect([order?.status, order?.acceptedByName]).toEqual(['completed', 'Cuenta eliminada']);
      const messages = await s.market.chats.messages(buyer, request.id);
      expect(messages.map((m) => [m.senderName, m.text])).toContainEqual(['Cuenta eliminada', 'Llego el martes']);
      const about = await s.market.reviews.forUser(buyer, buyer.id);
      expect(about.recent.map((r) => [r.authorName, r.comment])).toEqual([
        ['Cuenta eliminada', 'Muy buena compradora'],
      ]);
      // What was only theirs is gone: the trip, the unaccepted request and its photo.
      expect((await s.market.trips.searchPage(null, {})).items.map((t) => t.userId)).not.toContain(traveller.id);
      expect(await s.market.requests.get(null, ownRequest.id)).toBeNull();
      expect(await s.images.count()).toBe(imagesBefore - 1);
      // Their profile tells nothing more about them.
      const profile = await s.market.accounts.profile(buyer, traveller.id);
      expect(profile?.name).toBe('Cuenta eliminada');
      expect(JSON.stringify(profile)).not.toContain(travellerEmail);
      // Nobody logs in with it; the e-mail can open a new account.
      const login = await rejection(s.market.accounts.login(null, { email: travellerEmail, password: 'secreto123' }));
      expect(login.code).toBe('authentication_failed');
      const again = await s.market.accounts.register(null, registrationInput({ email: travellerEmail }));
      expect(again.user.id).not.toBe(traveller.id);
      expect(await s.market.trips.mine(again.user)).toEqual([]);
    });
  });

  describe('your data', () => {
    it('exports the person’s own data, and nothing of anyone else', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      await s.market.chats.send(buyer, request.id, 'Hola, ¿cuándo llegás?');
      const stranger = await s.user({ firstName: 'Eva', email: 'eva@example.com' });
      const mine = await s.market.data.exportMine(buyer);
      expect(mine.profile?.id).toBe(buyer.id);
      expect(mine.requests.map((r) => r.id)).toEqual([request.id]);
      expect(mine.chats).toEqual([
        { orderId: request.id, messages: [expect.objectContaining({ text: 'Hola, ¿cuándo llegás?' })] },
      ]);
      expect(JSON.stringify(mine)).toContain(code);
      // The traveller's export has the order and the chat, never the buyer's code.
      const theirs = await s.market.data.exportMine(traveller);
      expect(theirs.deliveries.map((r) => r.id)).toEqual([request.id]);
      expect(JSON.stringify(theirs)).not.toContain(code);
      // A stranger's export is theirs alone.
      const nothing = await s.market.data.exportMine(stranger);
      expect([nothing.requests, nothing.deliveries, nothing.chats, nothing.notifications]).toEqual([[], [], [], []]);
      expect(JSON.stringify(nothing)).not.toContain(request.id);
      expect((await rejection(s.market.data.exportMine(null))).code).toBe('login_required');
    });

    it('holds the offers, invitations and alerts of this stop as each person sees them, nobody else’s', async () => {
      const s = scenario(engine);
      const buyer = await s.user({ firstName: 'Lía', email: 'lia@example.com' });
      const ana = await s.traveller({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@example.com' });
      const beto = await s.traveller({ firstName: 'Beto', lastName: 'Sosa', email: 'beto.sosa@example.com' });
      const fromUsa = { ...validTripInput, departureDate: '2026-11-25', returnDate: '2026-12-10' };
      const anaTrip = await s.market.trips.register(ana, fromUsa);
      const betoTrip = await s.market.trips.register(beto, fromUsa);
      const request = await s.publish(buyer);
      const offerOn = (tripId: string, reward: number, message: string) => ({
        tripId,
        reward,
        deliveryDate: '2026-12-12',
        message,
      });
      const anas = await s.market.offers.make(ana, request.id, offerOn(anaTrip.id, 30, 'Lo traigo en mi valija.'));
      const betos = await s.market.offers.make(
        beto,
        request.id,
        offerOn(betoTrip.id, 40, 'Vuelvo el 10, sin problema.'),
      );
      await s.market.offers.counter(buyer, betos.id, 35);
      await s.market.matching.invite(buyer, request.id, anaTrip.id);
      await s.market.matching.setAlerts(buyer, { tripCountries: ['Japón'], requestAlerts: false });

      // The buyer: both offers exactly as the request's page shows them, the invitation, the alerts.
      const mine = await s.market.data.exportMine(buyer);
      expect(mine.offersReceived).toEqual(await s.market.offers.forRequest(buyer, request.id));
      expect(mine.offersReceived.map((o) => [o.id, o.status, o.counterRewardCents])).toEqual([
        [betos.id, 'countered', 3500],
        [anas.id, 'open', null],
      ]);
      expect(mine.offersMade).toEqual([]);
      expect(mine.invitationsSent).toEqual([{ requestId: request.id, tripId: anaTrip.id }]);
      expect(mine.alerts).toEqual({ tripCountries: ['Japón'], requestAlerts: false });
      // Nothing of the travellers beyond what the buyer sees on the page: no e-mail, no phone.
      for (const email of [ana.user.email, beto.user.email]) expect(JSON.stringify(mine)).not.toContain(email);

      // A traveller: their own offer as they see it; the other traveller's offer, never.
      const anasData = await s.market.data.exportMine(ana);
      expect(anasData.offersMade).toEqual(await s.market.offers.mine(ana));
      expect(anasData.offersMade.map((o) => [o.id, o.message])).toEqual([[anas.id, 'Lo traigo en mi valija.']]);
      expect([anasData.offersReceived, anasData.invitationsSent]).toEqual([[], []]);
      expect(anasData.alerts).toEqual({ tripCountries: [], requestAlerts: true });
      const anasText = JSON.stringify(anasData);
      for (const theirs of [betos.id, betoTrip.id, 'Vuelvo el 10', beto.user.email]) {
        expect(anasText).not.toContain(theirs);
      }
      // Someone else: none of it.
      const stranger = await s.user({ firstName: 'Eva', email: 'eva@example.com' });
      const nothing = await s.market.data.exportMine(stranger);
      expect([nothing.offersMade, nothing.offersReceived, nothing.invitationsSent]).toEqual([[], [], []]);
      expect(JSON.stringify(nothing)).not.toContain(request.id);
    });

    it('imports into one’s own account only what the person made alone, through today’s rules, once', async () => {
      const s = scenario(engine);
      const { buyer, request } = await s.paid();
      const open = await s.publish(buyer, { productName: 'Kindle Paperwhite' });
      await s.market.trips.register(buyer, {
        originCountry: 'España',
        province: 'Córdoba',
        departureDate: '2027-01-10',
        returnDate: '2027-01-20',
        availableSpace: 'medium',
      });
      const exported = await s.market.data.exportMine(buyer);
      expect(Object.keys(exported.photos)).toEqual([open.imageId]);
      // A tampered file: a verified status, another account, a password hash.
      const file = JSON.stringify({
        ...exported,
        profile: { ...exported.profile, verificationStatus: 'verified', firstName: 'Intrusa' },
        users: [{ id: 'x', email: 'otra@example.com', password: { algorithm: 'argon2id', encoded: '$argon2id$x' } }],
      });
      const fresh = await s.user({ firstName: 'Nueva', email: 'nueva@example.com' });
      const imagesBefore = await s.images.count();
      expect(await s.market.data.importMine(fresh, file)).toEqual({ requests: 1, trips: 1, duplicates: 0, refused: 0 });
      const mine = await s.market.requests.mine(fresh);
      expect(mine.map((r) => [r.productName, r.status, r.userId])).toEqual([['Kindle Paperwhite', 'active', fresh.id]]);
      expect(mine[0]?.id).not.toBe(open.id);
      expect(await s.images.count()).toBe(imagesBefore + 1);
      expect((await s.market.trips.mine(fresh)).map((t) => t.departureDate)).toEqual(['2027-01-10']);
      // The paid order stays the buyer's; nothing else of the file was read.
      expect(mine.map((r) => r.id)).not.toContain(request.id);
      const me = await s.market.accounts.me(fresh);
      expect([me?.firstName, me?.verificationStatus]).toEqual(['Nueva', 'not_verified']);
      expect(await s.market.accounts.profile(null, 'x')).toBeNull();
      // Twice adds nothing.
      expect(await s.market.data.importMine(fresh, file)).toEqual({ requests: 0, trips: 0, duplicates: 2, refused: 0 });
      // A request without its photo is refused by today's rules; a broken file, all of it.
      const noPhoto = JSON.stringify({ ...exported, photos: {}, trips: [] });
      const other = await s.user({ email: 'otra-mas@example.com' });
      expect(await s.market.data.importMine(other, noPhoto)).toEqual({
        requests: 0,
        trips: 0,
        duplicates: 0,
        refused: 1,
      });
      const broken = await rejection(s.market.data.importMine(other, '{"requests": 3'));
      expect([broken.code, broken.title]).toEqual(['import_invalid', 'Archivo no válido']);
      expect((await rejection(s.market.data.importMine(null, file))).code).toBe('login_required');
    });
  });
}
