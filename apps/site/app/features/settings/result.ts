import type { FormFailure } from '#app/lib/forms';

/** What the settings' actions answer, with the intent that asked: each form reads its own. */
export type SettingsResult = { ok: true; intent: string } | (FormFailure & { intent: string });

/** The field errors of `intent`'s refusal; none when the answer is another form's. */
export function errorsOf(data: SettingsResult | undefined, intent: string): Readonly<Record<string, string>> {
  return data && !data.ok && data.intent === intent ? data.fieldErrors : {};
}
