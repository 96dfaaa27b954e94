import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PUBLISHED_PASSWORDS, productionPasswordProblem } from './lib/production-passwords.js';
import { isProxyAddress } from './lib/proxy-address.js';
import { StorageEnvSchema, storageConfig } from './lib/object-store/storage-config.js';

const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const PAYPAL_LIVE_SANDBOX = 'https://api-m.sandbox.paypal.com';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * The proxies whose X-Forwarded-For entries are believed: how many stand in front (`1`), or
 * their addresses and CIDR ranges. Never "true" (believe every entry): the left-most entry is
 * written by the client, who could then choose its own address and escape every per-IP limit.
 */
const trustProxy = optionalText.transform((value, ctx): false | number | string[] => {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" would let any client choose its IP address; set the number of proxies in front (e.g. 1) or their addresses',
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  for (const entry of bad) {
    ctx.addIssue({
      code: 'custom',
      message: `"${entry}" is not a number of proxies, an IP address or a CIDR range`,
    });
  }
  return bad.length > 0 ? z.NEVER : entries;
});

/** Every setting the server reads from the environment, with the README's defaults. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ADMIN_EMAIL: z.email().default('admin@attire.test'),
  ADMIN_PASSWORD: z.string().min(8).default(PUBLISHED_PASSWORDS.admin),
  ADMIN_NAME: z.string().min(1).default('Attire Admin'),
  DEMO_EMAIL: z.email().default('shopper@attire.test'),
  DEMO_PASSWORD: z.union([z.literal(''), z.string().min(8)]).optional(),
  CLIENT_ORIGIN: optionalText.transform((value, ctx) => {
    const origins = value ? value.split(',').map((origin) => origin.trim()) : [];
    const bad = origins.filter((origin) => !httpUrl.safeParse(origin).success);
    for (const origin of bad) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an http(s) origin` });
    }
    // new URL() would throw on a bad one, losing the message that names the variable.
    return bad.length > 0 ? z.NEVER : origins.map((origin) => new URL(origin).origin);
  }),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  TRUST_PROXY: trustProxy,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: optionalText.pipe(httpUrl.optional()),
  PAYPAL_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('INR'),
  PAYPAL_TIMEOUT_MS: positiveInt(10_000),
  PAYPAL_WEBHOOK_ID: optionalText,
  /** How long units stay held for an order while its payment is captured. */
  STOCK_HOLD_S: positiveInt(600),
  RECONCILE_INTERVAL_S: positiveInt(60),
  ORDER_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  RETURN_WINDOW_DAYS: positiveInt(14),
  /** How often an idle worker looks for due jobs. */
  JOB_POLL_INTERVAL_MS: positiveInt(1_000),
  /** Where e-mail leaves: smtp:// or smtps://, with credentials. Unset: messages are kept unsent. */
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .refine((value) => new URL(value).hostname !== '', { error: 'must name a host' })
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an address, e.g. "Attire <no-reply@example.com>"',
    })
    .default('Attire <no-reply@attire.test>'),
  FIREBASE_PROJECT_ID: optionalText,
  GOOGLE_JWKS_URL: httpUrl.default(FIREBASE_JWKS_URL),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  ),
  RATE_LIMIT_API_PER_MINUTE: positiveInt(1200),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(50),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt(20),
  RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_ACCOUNT: positiveInt(4),
  RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_IP: positiveInt(4),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: positiveInt(5),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: positiveInt(20),
  RATE_LIMIT_VERIFICATION_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_WEBHOOK_PER_IP: positiveInt(60),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(5_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /** Unset: 3 s in production (a balancer's checks notice in that time), none elsewhere. */
  SHUTDOWN_NOT_READY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** A scraper's bearer token for GET /metrics; unset, the path is not served. */
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\S{16,}$/, { error: 'must be 16 characters or more, without spaces' })
      .optional(),
  ),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema> & z.infer<typeof StorageEnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  // The README's demo shopper, with its published password, exists only outside production;
  // a live shop gets one only when DEMO_PASSWORD asks for it.
  const demoPassword =
    env.DEMO_PASSWORD || (env.NODE_ENV === 'production' ? undefined : PUBLISHED_PASSWORDS.demo);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    ...storageConfig(env, dataDir), // uploadsDir, and the bucket when S3_BUCKET is set
    /** PGlite's directory when no DATABASE_URL is set; `memory://` keeps it in memory. */
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: env.DATABASE_URL,
    /** The longest one SQL statement may run before the database cancels it (a 503). */
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    /** After SIGTERM: readiness off while serving, then the drain (lib/graceful-shutdown). */
    shutdown: {
      notReadyMs: env.SHUTDOWN_NOT_READY_MS ?? (env.NODE_ENV === 'production' ? 3_000 : 0),
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    },
    jwtSecret: env.JWT_SECRET ?? '',
    admin: { name: env.ADMIN_NAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    /** The demo shopper the seed creates, if any. */
    demo: demoPassword ? { email: env.DEMO_EMAIL, password: demoPassword } : undefined,
    clientOrigins: env.CLIENT_ORIGIN,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY,
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      /** Unset with no credentials: the shop mounts its own PayPal sandbox (never in production). */
      apiBase:
        env.PAYPAL_API_BASE ??
        (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET ? PAYPAL_LIVE_SANDBOX : undefined),
      currency: env.PAYPAL_CURRENCY,
      timeoutMs: env.PAYPAL_TIMEOUT_MS,
      /** The mounted sandbox's orders, captures and refunds, kept across restarts. */
      sandboxDir: path.join(dataDir, 'paypal-sandbox'),
      /** PayPal's id of our webhook subscription; webhooks are refused without it. */
      webhookId: env.PAYPAL_WEBHOOK_ID,
    },
    orders: {
      stockHoldMs: env.STOCK_HOLD_S * 1000,
      reconcileIntervalMs: env.RECONCILE_INTERVAL_S * 1000,
      expiryMs: env.ORDER_EXPIRY_HOURS * 3_600_000,
      returnWindowDays: env.RETURN_WINDOW_DAYS,
    },
    jobs: { pollIntervalMs: env.JOB_POLL_INTERVAL_MS },
    google: { projectId: env.FIREBASE_PROJECT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    mail: {
      /** Unset: nothing is sent; messages are kept for the back office's Messages page. */
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
    },
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    rateLimits: {
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      loginFailuresPerEmail: env.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      /** Searches and listings one account, or one visitor's address, runs at once. */
      listingsInFlight: {
        perAccount: env.RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_ACCOUNT,
        perAddress: env.RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_IP,
      },
      /** Password reset requests per e-mail address and per client IP, per hour. */
      passwordResetPerEmail: env.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL,
      passwordResetPerIp: env.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      /** Verification e-mails a signed-in account may ask for again, per hour. */
      verificationPerAccount: env.RATE_LIMIT_VERIFICATION_PER_ACCOUNT,
      /**
       * PayPal webhook posts per client IP per minute: each may cost a call to PayPal. One
       * refused is retried by PayPal later, and the reconciliation job is the guarantee anyway.
       */
      webhookPerIp: env.RATE_LIMIT_WEBHOOK_PER_IP,
    },
  };
}

export class ConfigError extends Error {}

/**
 * Reads the configuration from the environment. A bad value stops start-up with a message
 * that names the variable, rather than failing later somewhere less obvious.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.and(StorageEnvSchema).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = toConfig(parsed.data);
  // A hold that lapsed while PayPal was still answering could let the units go to someone else.
  if (config.orders.stockHoldMs <= 2 * config.paypal.timeoutMs) {
    throw new ConfigError(
      'Invalid configuration:\n  STOCK_HOLD_S: must be more than twice PAYPAL_TIMEOUT_MS',
    );
  }
  if (config.paypal.clientId && !config.paypal.clientSecret) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_CLIENT_SECRET: is required with PAYPAL_CLIENT_ID',
    );
  }
  // The default admin password is published in the README: a live shop must choose its own.
  if (config.env === 'production' && !env.ADMIN_PASSWORD?.trim()) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: is required when NODE_ENV=production',
    );
  }
  if (config.env === 'production') {
    const problems = [
      productionPasswordProblem('ADMIN_PASSWORD', config.admin),
      config.demo && productionPasswordProblem('DEMO_PASSWORD', config.demo),
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    }
  }
  if (!config.jwtSecret) {
    if (config.env === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  JWT_SECRET: is required when NODE_ENV=production',
      );
    }
    config.jwtSecret = readOrCreateSecret(config.dataDir);
  }
  if (config.env === 'production') {
    // Without credentials the shop would take payments through its test PayPal, where no money
    // moves; without PUBLIC_URL it would write http://localhost:PORT into reset and
    // verification links and PayPal's return address. A live shop must not start like that.
    const missing = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PUBLIC_URL'].filter(
      (name) => !env[name]?.trim(),
    );
    const lines = missing.map((name) => `  ${name}: is required when NODE_ENV=production`);
    if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

/** Keeps a generated secret in DATA_DIR so that sign-ins survive a restart in development. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Loads `.env` from the working directory when there is one; real variables win. */
export function loadDotEnv(file = '.env'): void {
  if (!existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}
