/** People's accounts; their verification is `verification.ts`'s. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Repositories, User } from '@cg/domain/server';
import * as t from '#src/schema';
import { lockUserRow, type Runner } from '#src/repositories/runner';

type UserRow = typeof t.users.$inferSelect;

function userOf(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    birthDate: row.birthDate,
    phone: row.phone,
    documentType: row.documentType as User['documentType'],
    documentNumber: row.documentNumber,
    password: row.password as User['password'],
    profilePicture: row.profilePicture,
    location: row.location,
    createdAt: row.createdAt,
    verificationStatus: row.verificationStatus as User['verificationStatus'],
    verificationDocumentType: row.verificationDocumentType as User['verificationDocumentType'],
    verificationSessionId: row.verificationSessionId,
    verificationSubmittedAt: row.verificationSubmittedAt,
    isExample: row.isExample,
    showContact: row.showContact,
    emailConfirmedAt: row.emailConfirmedAt,
    isAdmin: row.isAdmin,
  };
}

/** The columns of a user patch: `name` is not stored (it follows the names). */
function userColumns(patch: Partial<Omit<User, 'id'>>): Partial<typeof t.users.$inferInsert> {
  const { name: _name, ...rest } = patch;
  return rest;
}

export function sqlUsers(q: Runner): Repositories['users'] {
  return {
    async byId(id) {
      const [row] = await q.select().from(t.users).where(eq(t.users.id, id));
      return row ? userOf(row) : null;
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return (
        await q
          .select()
          .from(t.users)
          .where(inArray(t.users.id, [...ids]))
      ).map(userOf);
    },
    // The lock withdrawals and trips count under (decision 047: making an order).
    hold: (id) => lockUserRow(q, id),
    async supportAccounts() {
      return (
        await q.select().from(t.users).where(eq(t.users.isAdmin, true)).orderBy(t.users.createdAt, t.users.id)
      ).map(userOf);
    },
    async byEmail(email) {
      const [row] = await q
        .select()
        .from(t.users)
        .where(sql`lower(${t.users.email}) = ${email.trim().toLowerCase()}`);
      return row ? userOf(row) : null;
    },
    async add(user) {
      // ON CONFLICT: a taken e-mail (the unique lower(email) index) is an answer, not an error
      // that would abort the transaction around it.
      const added = await q
        .insert(t.users)
        .values({ ...userColumns(user), id: user.id } as typeof t.users.$inferInsert)
        .onConflictDoNothing()
        .returning({ id: t.users.id });
      return added.length > 0;
    },
    async update(id, patch) {
      const columns = userColumns(patch);
      if (Object.keys(columns).length === 0) return (await this.byId(id)) !== null;
      const changed = await q.update(t.users).set(columns).where(eq(t.users.id, id)).returning({ id: t.users.id });
      return changed.length > 0;
    },
  };
}
