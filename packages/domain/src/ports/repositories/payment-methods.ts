import type { PaymentMethod } from '#src/schemas/payment-method';

/** The cards people saved with the provider (decision 027); each only ever read by its owner. */
export interface PaymentMethodsRepository {
  /** The person's cards, oldest first. */
  forUser(userId: string): Promise<PaymentMethod[]>;
  /** Stores a new card; false when the person already has that provider card (kept as it was). */
  insert(method: PaymentMethod): Promise<boolean>;
  /** Makes `id` the person's one default card; false when `id` is not theirs. */
  setDefault(userId: string, id: string): Promise<boolean>;
  /** Deletes the person's card `id`; false when it is not theirs. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Deletes all of the person's cards (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}
