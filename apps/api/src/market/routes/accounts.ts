// Accounts and sessions (decision 035): the session is an HttpOnly cookie set here, never a body.
import { MESSAGES } from '@cg/domain';
import { passwordResetRequestSchema } from '@cg/domain/server';
import { asText, routes } from '@cg/domain/api';
import { accountKey, FAMILIAR_MS } from '#src/market/limits';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function accountRoutes(kit: Kit): Registration[] {
  const { m, market, sessions, addressOf, limiter } = kit;
  const { limits, limited, familiar, passwordCheck } = limiter;
  const now = () => market.clock.now();
  const reset = (c: Parameters<typeof limited>[0]) => limited(c, `reset:${addressOf(c)}`, limits.resetPerAddress);

  return implement(routes.accounts, kit.shapes.accounts, {
    register: {
      limit: (c) => limited(c, `register:${addressOf(c)}`, limits.registerPerAddress),
      async handle(c, { json }) {
        const result = await m.accounts.register(actorOf(c), json);
        await familiar(c, result.user.email);
        await sessions.start(c, result.user.id);
        const { session: _session, ...body } = result;
        return body;
      },
    },
    // Logins (decision 033): 10 tries per account and address (a success starts it again), 50 per
    // account from addresses it has not logged in from, 20 per address across accounts. An attacker
    // elsewhere can use up the account's 50, never the owner's own address; a reset link lets the
    // owner in from a new one.
    login: {
      async handle(c, { json }) {
        const email = asText(json.email);
        const address = addressOf(c);
        const account = email ? accountKey(email) : null;
        const known =
          account !== null && (await market.limiter.remembers(`login:known:${account}:${address}`, FAMILIAR_MS, now()));
        const over =
          (known ? null : await limited(c, `login:addr:${address}`, limits.loginPerAddress)) ??
          (account === null
            ? null
            : await limited(c, `login:pair:${account}:${address}`, limits.loginPerAccountAddress)) ??
          (account === null || known ? null : await limited(c, `login:acct:${account}`, limits.loginPerAccount));
        if (over) return over;
        const result = await m.accounts.login(actorOf(c), json);
        await familiar(c, result.user.email);
        await sessions.start(c, result.user.id);
        const { session: _session, ...body } = result;
        return body;
      },
    },
    logout: {
      async handle(c) {
        const token = c.get('sessionToken');
        if (token) await market.sessions.end(token);
        sessions.clearCookie(c);
      },
    },
    /** A guest gets a token of its own before publishing (a cookie; only its hash is ever stored). */
    guest: {
      async handle(c) {
        if (userIdOf(c) !== null || sessions.hasGuest(c)) return;
        const over = await limited(c, `guest:${addressOf(c)}`, limits.guestTokenPerAddress);
        if (over) return over;
        sessions.giveGuest(c);
      },
    },
    me: { handle: (c) => m.accounts.me(actorOf(c)) },
    updateProfile: { handle: (c, { json }) => m.accounts.updateProfile(actorOf(c), json) },
    // The person's picture: an upload checked as every photo (type by its bytes, 8 MB, a pixel cap),
    // never an id the browser names (issue 32).
    setPicture: {
      limit: (c) => limited(c, `picture:${userIdOf(c) ?? addressOf(c)}`, limits.publishPerUser),
      handle: (c, { form }) => m.accounts.setProfilePicture(actorOf(c), form.image ?? new Blob([])),
    },
    removePicture: { handle: (c) => m.accounts.setProfilePicture(actorOf(c), null) },
    changePassword: {
      limit: (c) => passwordCheck(c, userIdOf(c)),
      async handle(c, { json }) {
        const id = userIdOf(c);
        await m.accounts.changePassword(actorOf(c), json);
        // Every other session of this person ends; this one goes on with a new token.
        const token = c.get('sessionToken');
        if (id !== null && token) {
          await market.sessions.endOthers(id, token);
          await sessions.start(c, id);
        }
      },
    },
    // E-mail confirmation: a new link (logged in; as often as password-reset requests), and the
    // link's token, from any device.
    resendConfirmation: { limit: reset, handle: (c) => m.accounts.resendEmailConfirmation(actorOf(c)) },
    confirmEmail: { limit: reset, handle: (c, { json }) => m.accounts.confirmEmail(actorOf(c), json) },
    // Deleting one's account (the password asked again, counted as a change of password is): every
    // session of it ends, this one too.
    deleteAccount: {
      limit: (c) => passwordCheck(c, userIdOf(c)),
      async handle(c, { json }) {
        const id = userIdOf(c);
        await m.accounts.deleteAccount(actorOf(c), json);
        if (id !== null) await market.sessions.endAll(id);
        sessions.clearCookie(c);
      },
    },
    // "Forgot my password": the same answer whether or not the account exists (202), at the same
    // time: only the shape is checked before answering; the account is looked up and its link issued
    // and e-mailed after the answer has gone (decision 033).
    requestPasswordReset: {
      limit: reset,
      async handle(c, { json }) {
        const who = actorOf(c);
        const ask = () => m.accounts.requestPasswordReset(who, json);
        // Refused before any account is looked at: waiting for the refusal tells nothing.
        if (!passwordResetRequestSchema.safeParse(json).success) await ask();
        else market.background.run(ask, (error) => kit.logger?.error('password reset not issued', { error }));
        const [title, description] = MESSAGES.passwordResetRequested;
        return { title, description };
      },
    },
    // A new password with the e-mailed token: every session of the account ends (whoever had the
    // old password is out); the person logs in with the new one — from this address at once,
    // whatever wrong passwords others sent for the account (its counts start again; decision 033).
    resetPassword: {
      limit: reset,
      async handle(c, { json }) {
        const { userId: id } = await m.accounts.resetPassword(actorOf(c), json);
        await market.sessions.endAll(id);
        const owner = await m.accounts.me({ id });
        if (owner) {
          await market.limiter.clear(`login:acct:${accountKey(owner.email)}`);
          await familiar(c, owner.email);
        }
        sessions.clearCookie(c);
      },
    },
    profile: { handle: async (c, { params }) => (await m.accounts.profile(actorOf(c), params.id)) ?? missing },
  });
}
