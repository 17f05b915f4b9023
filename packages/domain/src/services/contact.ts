/**
 * The contact form delivered (issue 35 item 14, decision 044): each support account gets the
 * message as a notification (what /soporte lists, live in its bell) and as an e-mail through the
 * provider, written to be answered by replying to the sender's address.
 */
import { DEMO_SUPPORT } from '#src/constants';
import { contactSchema } from '#src/content';
import type { ContactArea } from '#src/contract';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import { setUpSupportAccount } from '#src/services/support-accounts';

export function createContactService(ctx: Context): ContactArea {
  return {
    async send(_actor, input) {
      const parsed = contactSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        return ctx.fail('validation', 'requiredFields', fieldErrors);
      }
      const { name, email, message } = parsed.data;
      // The static demo's support account exists from its first login (decision 026); a visitor who
      // writes first gets it now, so the demo's support reads the message in this browser.
      if (ctx.deps.demoAccount !== false && !(await ctx.read((r) => r.users.byEmail(DEMO_SUPPORT.email)))) {
        await setUpSupportAccount(ctx.deps, DEMO_SUPPORT).catch(() => undefined);
      }
      const support = await ctx.transaction(async (tx, changed) => {
        const accounts = await tx.users.supportAccounts();
        // Nobody to read it: said, rather than thanked for a message nobody will see.
        if (accounts.length === 0) return ctx.fail('provider_unavailable', 'providerUnavailable');
        changed(
          await notify(
            ctx,
            tx,
            accounts.map((a) => NOTIFICATION_TEXTS.contactMessage({ supportId: a.id, name, email, message })),
          ),
        );
        return accounts;
      });
      // Best effort: the notification above is the delivery; a provider down loses only the copy.
      await Promise.all(
        support.map((a) =>
          ctx.deps.email
            .sendActivity({
              to: a.email,
              firstName: a.firstName,
              title: `Mensaje de contacto de ${name} (${email})`,
              text: `${name} <${email}> escribió desde el formulario de contacto:\n\n${message}\n\nRespóndele a ${email}.`,
              link: '/soporte',
            })
            .catch(() => undefined),
        ),
      );
    },
  };
}
