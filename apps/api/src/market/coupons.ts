// Coupons are issued by configuration, never by a person (decision 023): a JSON file of coupons,
// read at start-up (COUPONS_FILE) or by the CLI (`npm run coupons -- FILE`), each validated by the
// domain's schema and stored — a coupon with the same code is replaced (to extend or withdraw it).
import { readFileSync } from 'node:fs';
import { issueCoupons, type Coupon, type UnitOfWork } from '@cg/domain/server';

/** The coupons a file lists (a JSON array, or `{ "coupons": [...] }`); throws on anything invalid. */
function readCouponsFile(file: string): unknown[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { coupons?: unknown } | null)?.coupons;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a JSON array of coupons`);
  return list;
}

/** Issues every coupon of the file (all or none: one invalid coupon stores nothing). */
export async function issueCouponsFromFile(store: UnitOfWork, file: string): Promise<readonly Coupon[]> {
  return issueCoupons(store, readCouponsFile(file) as Parameters<typeof issueCoupons>[1]);
}
