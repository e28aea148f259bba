import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../../db/Database';
import { lockDataDir } from '../../db/dataDirLock';
import { migrate, readMigrations } from '../../db/migrate';
import { openPglite } from '../../db/openPglite';
import { openPostgres } from '../../db/openPostgres';
import { ApiKeyInputError, apiKeyStore, ROTATION_GRACE_HOURS } from './apiKeyStore';
import { checkWebhookUrl } from './webhookUrl';

const USAGE = `Usage: pnpm --filter @apps/realform-server run api-key <command>

  create --name <team> --origin <https://app.example.com> [--origin …] [--webhook <https://…>]
         a new key; prints the key and its webhook signing secret ONCE
  list   every key: name, key prefix, origins, default webhook, created, active (and its rotations) or revoked
  rotate --name <team> [--grace-hours <hours>]
         a new secret for the key; prints it ONCE. The secret it replaces keeps working for the grace period
         (default ${ROTATION_GRACE_HOURS} h; 0 stops it at once), so the team deploys the new one first. The key's origins,
         webhook, webhook secret and journeys stay.
  rotate-webhook-secret --name <team> [--grace-hours <hours>]
         a new webhook signing secret for the key; prints it ONCE. The secret it replaces signs every webhook too
         (a second v1= in Idscan-Signature) for the grace period (default ${ROTATION_GRACE_HOURS} h; 0 stops it at once), so the
         team's server moves to the new one first. The key, its origins, webhook and journeys stay.
  revoke --name <team>
         the key stops working at once (sessions, reads, its journeys' widget calls, its webhooks)

The database: DATABASE_URL (PostgreSQL), else DATA_DIR (PGlite, default .data; the server must be stopped, as PGlite
allows one process).`;

/** Every command; all but `list` name a key (`--name`). */
const COMMANDS = ['create', 'list', 'rotate', 'rotate-webhook-secret', 'revoke'];

export interface ApiKeyCliIo {
  /** Where the output lines go (console.log in the command). */
  out: (line: string) => void;
  /** @default () => new Date() */
  now?: () => Date;
}

async function openFromEnv(env: Record<string, string | undefined>): Promise<{ db: Database; release: () => void }> {
  if (env.DATABASE_URL) return { db: await openPostgres(env.DATABASE_URL), release: () => undefined };
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? '.data');
  const release = lockDataDir(dataDir);
  try {
    return { db: await openPglite(dataDir), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * `api-key create | list | rotate | rotate-webhook-secret | revoke` (README "Scan API for other teams") on the database the environment names, with its
 * migrations applied. Resolves with the exit status: 0 done, 1 refused (the reason printed), 2 usage.
 */
export async function runApiKeyCli(argv: readonly string[], env: Record<string, string | undefined>, { out, now = () => new Date() }: ApiKeyCliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, webhook: { type: 'string' }, 'grace-hours': { type: 'string' }, help: { type: 'boolean' } },
    });
  try {
    parsed = parse();
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { name, origin = [], webhook, 'grace-hours': graceHours } = parsed.values;
  if (parsed.values.help || !command || !COMMANDS.includes(command)) {
    out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  // `--grace-hours` of either rotation, as a number (the store checks its range).
  const grace = graceHours === undefined ? undefined : Number(graceHours);
  if (command !== 'list' && !name) {
    out(`${command} needs --name.\n\n${USAGE}`);
    return 2;
  }
  if (command === 'create' && origin.length === 0) {
    out(`create needs at least one --origin: the page origin the widget runs on, e.g. https://app.example.com.\n\n${USAGE}`);
    return 2;
  }
  const production = env.NODE_ENV === 'production';
  if (webhook !== undefined) {
    const checked = checkWebhookUrl(webhook, { production });
    if (!checked.ok) {
      out(`--webhook: ${checked.reason}`);
      return 1;
    }
  }

  const { db, release } = await openFromEnv(env);
  try {
    await migrate(db, await readMigrations());
    const keys = apiKeyStore(db);
    if (command === 'create') {
      const made = await keys.create({ name: name!, origins: origin, defaultWebhookUrl: webhook ?? null, production }, now());
      out(`Created API key "${made.info.name}" (${made.info.id}).`);
      out(`  API key:        ${made.apiKey}`);
      out(`  Webhook secret: ${made.webhookSecret}`);
      out(`  Origins:        ${made.info.origins.join(', ')}`);
      if (made.info.defaultWebhookUrl) out(`  Webhook:        ${made.info.defaultWebhookUrl}`);
      out('Both are shown this once: store them in the team server’s secrets. The database keeps only a hash of the key.');
      return 0;
    }
    if (command === 'rotate') {
      const rotated = await keys.rotate(name!, { graceHours: grace }, now());
      if (!rotated) {
        out(`No live key is named "${name}" (see api-key list).`);
        return 1;
      }
      out(`Rotated API key "${rotated.info.name}" (${rotated.info.id}).`);
      out(`  API key:        ${rotated.apiKey}`);
      const until = rotated.info.previousKeyExpiresAt;
      out(until && until > rotated.info.rotatedAt! ? `The key it replaces works until ${until.toISOString()}: deploy the new one before then.` : 'The key it replaces stopped working now.');
      out('The new key is shown this once: store it in the team server’s secrets. Origins, webhook, webhook secret and journeys are unchanged.');
      return 0;
    }
    if (command === 'rotate-webhook-secret') {
      const rotated = await keys.rotateWebhookSecret(name!, { graceHours: grace }, now());
      if (!rotated) {
        out(`No live key is named "${name}" (see api-key list).`);
        return 1;
      }
      out(`Rotated the webhook secret of API key "${rotated.info.name}" (${rotated.info.id}).`);
      out(`  Webhook secret: ${rotated.webhookSecret}`);
      const until = rotated.info.previousWebhookSecretExpiresAt;
      out(
        until && until > rotated.info.webhookSecretRotatedAt!
          ? `The secret it replaces also signs every webhook until ${until.toISOString()}: the team's server verifies with the new one before then.`
          : 'The secret it replaces stopped signing now.',
      );
      out('The new secret is shown this once: store it in the team server’s secrets. The API key, origins, webhook and journeys are unchanged.');
      return 0;
    }
    if (command === 'revoke') {
      if (!(await keys.revoke(name!, now()))) {
        out(`No key is named "${name}" (see api-key list).`);
        return 1;
      }
      out(`Revoked API key "${name}".`);
      return 0;
    }
    const list = await keys.list();
    if (list.length === 0) out('No API keys yet (api-key create --name … --origin …).');
    const at = now();
    // The replaced secret of a rotated key: until when it still works, or since when it no longer does.
    const replaced = (until: Date) => (until > at ? `the replaced key works until ${until.toISOString()}` : `the replaced key stopped working ${until.toISOString()}`);
    const replacedSecret = (until: Date) =>
      until > at ? `the replaced one signs too until ${until.toISOString()}` : `the replaced one stopped signing ${until.toISOString()}`;
    for (const key of list) {
      out(
        [
          key.name,
          `${key.keyPrefix}…`,
          key.origins.join(','),
          key.defaultWebhookUrl ?? '-',
          key.createdAt.toISOString(),
          key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : key.rotatedAt ? `active, rotated ${key.rotatedAt.toISOString()} (${replaced(key.previousKeyExpiresAt!)})` : 'active',
          ...(key.webhookSecretRotatedAt ? [`webhook secret rotated ${key.webhookSecretRotatedAt.toISOString()} (${replacedSecret(key.previousWebhookSecretExpiresAt!)})`] : []),
        ].join('\t'),
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ApiKeyInputError)) throw error;
    out(error.message);
    return 1;
  } finally {
    await db.close();
    release();
  }
}
