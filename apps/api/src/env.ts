import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTimeZone } from '@app/domain';
import { z } from 'zod';

/** The repository root: DATA_DIR and the built web app are found relative to it, whatever the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default(join(repoRoot, '.data')),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Base64 AES-256 keys for stored credentials, comma-separated; the first encrypts (rotation). */
    SECRETS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/_=-]+(,[A-Za-z0-9+/_=-]+)*$/, 'must be base64 keys separated by commas')
      .optional(),
    SEED_DEMO: ZBooleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
    /** The company's time zone on first start (IANA name); by default the server's own (TZ, else the system's). */
    /** The mail server: smtp://user:pass@host:587, or smtps:// for TLS from the first byte. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of every e-mail, e.g. "Golden Hour Events <office@goldenhour.example>". */
    MAIL_FROM: z.string().trim().min(3).max(300).optional(),
    /**
     * Where people reach the app (https://office.example.com): the links e-mails carry start with it.
     * Without it a link takes the scheme and host of the request that made it.
     */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an http:// or https:// address without a path')
      .transform((url) => new URL(url).origin)
      .optional(),
    TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone name such as Europe/Paris')
      .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production with DATABASE_URL (every instance must share it)',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message: 'is required in production with DATABASE_URL (the key must live outside the database)',
      });
    }
  });

export type Env = z.output<typeof ZEnv> & { DATA_DIR: string };

/** Reads and validates the environment once; exits with one clear line per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * A secret from the environment, or one generated once and kept in DATA_DIR (mode 0600) so it survives
 * restarts of an embedded install.
 */
export function persistentSecret(env: Env, fileName: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(env.DATA_DIR, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The AES keys for stored credentials: from SECRETS_KEY, or one generated once into DATA_DIR. */
export function secretKeys(env: Env): Buffer[] {
  const text = env.SECRETS_KEY ?? persistentSecret(env, 'secrets.key', undefined);
  const keys = text.split(',').map((k) => Buffer.from(k.trim(), 'base64url'));
  for (const key of keys) {
    if (key.length !== 32)
      throw new EnvError('Invalid environment:\n  SECRETS_KEY: each key must be 32 bytes, base64-encoded');
  }
  return keys;
}
