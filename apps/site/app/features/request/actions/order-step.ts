import { toFormFailure, type FormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';

/** What the request page's actions answer: done (the order's id), or refused as a form failure. */
export type RequestStepResult = { ok: true; id: string } | FormFailure;

/** Runs one of the page's order steps: its success toast and `ok`, or its refusal as a form failure. */
export async function orderStep(id: string, run: () => Promise<readonly [string, string]>): Promise<RequestStepResult> {
  try {
    const [title, description] = await run();
    toast({ title, description, variant: 'success' });
    return { ok: true as const, id };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}
