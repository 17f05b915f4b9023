/** What Mi Cuenta's actions answer: done, or refused with the domain's code (already toasted). */
export type DashboardResult = { ok: true } | { ok: false; code: string };
