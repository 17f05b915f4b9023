// One key per form submission (issue 32 item 7): the form carries it in a hidden field, the route's
// action hands it to the creating call, and the API answers a retry of that submission — a double
// click that got through, a response lost on a phone's network — with the first answer. A new key
// is made once the submission has been answered, so the next submission (a corrected form, another
// card) is a new one.
import { useEffect, useRef, useState } from 'react';
import type { SubmissionOptions } from '@cg/domain';

/** The hidden field's name. */
export const SUBMISSION_FIELD = 'idempotencyKey';

const newKey = () => globalThis.crypto.randomUUID();

/** The key of the form's next submission; a new one after each answered submission (`busy` true → false). */
export function useSubmissionKey(busy: boolean): string {
  const [key, setKey] = useState(newKey);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setKey(newKey());
    wasBusy.current = busy;
  }, [busy]);
  return key;
}

/** What the action passes on: the submission's key, when the form sent one. */
export function submissionOf(data: FormData): SubmissionOptions {
  const key = data.get(SUBMISSION_FIELD);
  return typeof key === 'string' && key !== '' ? { idempotencyKey: key } : {};
}
