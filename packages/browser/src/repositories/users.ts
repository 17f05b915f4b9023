/** People's accounts in the `users` document; their verification is `verification.ts`'s. */
import type { DocumentAccess } from '#src/documents-unit';
import { addUnless } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { normalizeEmail, type User } from '@cg/domain/schemas/user';
import type { DocumentDef } from '#src/storage/store';

/** Changes one user (`change` answers null to refuse, as a compare-and-set that lost); whether it did. */
export async function updateUser(
  d: DocumentAccess,
  users: DocumentDef<User[]>,
  id: string,
  change: (u: User) => User | null,
): Promise<boolean> {
  const list = await d.get(users);
  const current = list.find((u) => u.id === id);
  const next = current ? change(current) : null;
  if (!next) return false;
  await d.set(
    users,
    list.map((u) => (u.id === id ? next : u)),
  );
  return true;
}

export function browserUsers(d: DocumentAccess, doc: DocumentDef<User[]>): Repositories['users'] {
  const users = () => d.get(doc);
  return {
    async byId(id) {
      return (await users()).find((u) => u.id === id) ?? null;
    },
    async byIds(ids) {
      const wanted = new Set(ids);
      return (await users()).filter((u) => wanted.has(u.id));
    },
    async byEmail(email) {
      const e = normalizeEmail(email);
      return (await users()).find((u) => normalizeEmail(u.email) === e) ?? null;
    },
    async add(user) {
      const e = normalizeEmail(user.email);
      return addUnless(d, doc, user, (u) => u.id === user.id || normalizeEmail(u.email) === e);
    },
    // Inside a transaction the read holds the document until the commit (the port's `hold`).
    async hold(id) {
      return (await users()).some((u) => u.id === id);
    },
    update: (id, patch) => updateUser(d, doc, id, (u) => ({ ...u, ...patch })),
    async supportAccounts() {
      return (await users())
        .filter((u) => u.isAdmin)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
  };
}
