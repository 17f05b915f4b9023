/**
 * Support accounts (decision 026) come from configuration only — the API's admin CLI, the static
 * demo's seed — never from registering: `register` always stores `isAdmin: false`, whatever the
 * e-mail. Never reachable from a person's request.
 */
import { PASSWORD_MIN_LENGTH } from '#src/constants';
import type { MarketplacePorts } from '#src/services/context';
import { newUser, normalizeEmail } from '#src/schemas/user';

export interface SupportAccountInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** A fixed id (the demo's); a new one otherwise. */
  readonly id?: string;
}

/**
 * Creates a support account, or sets a new password on an existing one. An e-mail that belongs to
 * a person's account is refused: whoever registered it first must not become support by it.
 */
export async function setUpSupportAccount(
  ports: Pick<MarketplacePorts, 'uow' | 'hasher' | 'random' | 'clock'>,
  input: SupportAccountInput,
): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!email.includes('@')) throw new Error('El e-mail de soporte no es válido.');
  if (input.password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`La contraseña de soporte debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  const password = await ports.hasher.hash(input.password);
  return ports.uow.transaction(async (tx) => {
    const existing = await tx.users.byEmail(email);
    if (existing && !existing.isAdmin)
      throw new Error(`Ya existe una cuenta de una persona con ${email}: usa otro e-mail para soporte.`);
    if (existing) {
      await tx.users.update(existing.id, { password });
      return { userId: existing.id, created: false };
    }
    const now = ports.clock.now().toISOString();
    const user = newUser({
      id: input.id ?? ports.random.id(),
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      password,
      createdAt: now,
      emailConfirmedAt: now,
      isAdmin: true,
    });
    if (!(await tx.users.add(user))) throw new Error(`Ya existe una cuenta con ${email}.`);
    return { userId: user.id, created: true };
  });
}
