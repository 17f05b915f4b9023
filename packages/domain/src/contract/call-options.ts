/** What a call may carry besides its input: which page of a list, which submission of a form. */

/** One page of a list: `after` is the previous page's `next` (its schema is what a URL carries). */
export type { PageRequest } from '#src/schemas/filters';

/**
 * How a creating call was submitted (issue 32). `idempotencyKey`: one per form submission, so that a
 * retry of it — a double click, a response lost on the way — gets the first answer and creates
 * nothing more. The server keeps it (`Idempotency-Key`); in the browser, where nothing is lost
 * between a page and its storage, the forms' disabled buttons are the guard and it is not used.
 */
export interface SubmissionOptions {
  readonly idempotencyKey?: string | undefined;
}
