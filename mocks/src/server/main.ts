// The provider sandbox as a process of its own. Run it where tsx resolves (mocks/ has it):
//   node scripts/pnpm.mjs --filter @cg/mocks sandbox      (from the repository root)
//   cd mocks && node --import tsx src/server/main.ts     (what a process manager should spawn)
// Settings (environment):
//   SANDBOX_PORT      3100 (0 = any free port)      SANDBOX_HOST  127.0.0.1
//   SANDBOX_DATA_DIR  .data/sandbox at the repository root, whatever the working directory (a
//                     relative value is taken from the working directory): state file, lock,
//                     generated webhook secret
//   SANDBOX_LATENCY   unset = the handlers' defaults (2 s to charge, …); `none` = immediate;
//                     `all=0,payment=3000` = per kind in ms (all, payment, verificationSubmit,
//                     verificationDecision, email, other)
//   WEBHOOK_URL       where payment notifications go (unset: no payment webhooks)
//   VERIFICATION_WEBHOOK_URL  where identity verification decisions go (unset: none)
//   PAYOUT_WEBHOOK_URL  where payout transfers' final states go (unset: none)
//   WEBHOOK_SECRET    the signing secret of both (unset: generated once into {data dir}/webhook-secret)
// Prints `Sandbox: http://HOST:PORT/` once it answers, then `Correo: …/_sandbox/correo` (the e-mails
// sent, as a page); SIGTERM or SIGINT stops it gracefully.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MockLatency } from '../providers';
import { startSandbox } from './sandbox';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3100;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`SANDBOX_PORT: not a port: ${value}`);
  return parsed;
}

const LATENCY_KEYS = ['all', 'payment', 'verificationSubmit', 'verificationDecision', 'email', 'other'] as const;

/** `none`, unset, or per kind in milliseconds (`all=0,payment=3000`: instant but for charging). */
function latency(value: string | undefined): MockLatency | 'none' | undefined {
  if (value === undefined || value === '' || value === 'default') return undefined;
  if (value === 'none') return 'none';
  const parsed: Partial<Record<(typeof LATENCY_KEYS)[number], number>> = {};
  for (const part of value.split(',')) {
    const [key = '', ms = ''] = part.split('=').map((s) => s.trim());
    const known = LATENCY_KEYS.find((k) => k === key);
    if (!known || !/^\d{1,6}$/.test(ms)) {
      throw new Error(
        `SANDBOX_LATENCY: expected "none", unset or kind=ms pairs (${LATENCY_KEYS.join(', ')}), got ${value}`,
      );
    }
    parsed[known] = Number(ms);
  }
  return parsed;
}

function webhookUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: not http(s): ${value}`);
  return url.href;
}

/** An environment variable; empty counts as unset. */
function setting(name: string): string | undefined {
  const value = process.env[name];
  return value === '' ? undefined : value;
}

try {
  const sandbox = await startSandbox({
    port: port(setting('SANDBOX_PORT')),
    host: setting('SANDBOX_HOST') ?? '127.0.0.1',
    dataDir: path.resolve(setting('SANDBOX_DATA_DIR') ?? path.join(repositoryRoot, '.data/sandbox')),
    webhookUrl: webhookUrl('WEBHOOK_URL', setting('WEBHOOK_URL')),
    verificationWebhookUrl: webhookUrl('VERIFICATION_WEBHOOK_URL', setting('VERIFICATION_WEBHOOK_URL')),
    payoutWebhookUrl: webhookUrl('PAYOUT_WEBHOOK_URL', setting('PAYOUT_WEBHOOK_URL')),
    webhookSecret: setting('WEBHOOK_SECRET'),
    latency: latency(setting('SANDBOX_LATENCY')),
  });
  console.log(`Sandbox: ${sandbox.url}`);
  console.log(`Correo: ${sandbox.mailboxUrl}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Sandbox: closing failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
