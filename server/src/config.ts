import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type PaymentProviderName, type RemoteName } from '@replay/contract';

/** The repository root: two levels above both src/ (tsx) and dist/ (bundled). */
const repoRoot = path.resolve(__dirname, '..', '..');

export interface RateLimits {
  /** Per minute, per caller: writes that change data. */
  writes: number;
  /** Per hour, per client address and per notifier e-mail: public notices (POST /notices). */
  notices: number;
  /** Per minute, per caller: image uploads. */
  uploads: number;
  /** Per minute, per caller: token exchanges at GET /jwt. */
  tokens: number;
  /** Per hour, per buyer and product: bookings made again after a cancelled one. */
  rebook: number;
  /** Per minute, per client address: resized images (`?w=`) not rendered before. */
  imageRenders: number;
  /** Per minute, per client address: public searches. */
  search: number;
  /** Per minute, per user: messages sent. */
  messages: number;
  /** Per day, per user: conversations started. */
  newConversations: number;
  /** Per hour, per client address and per e-mail address: password-reset mails asked for. */
  passwordResets: number;
  /** Per minute, per client address: calls of POST /account/password-reset (429 past it). */
  passwordResetRequests: number;
  /** Per hour, per user (sent again) and per address (sign-up included): verification mails. */
  verificationMails: number;
  /** Per hour, per user: changes of address asked for (each mails the new address). */
  emailChanges: number;
  /** Per day, per new address, whoever asks: confirmations of a change of address mailed to it. */
  emailChangeTargets: number;
  /** Per hour, per recipient: mails of what another member did (booking, cancellation, message, review). */
  memberMails: number;
  /** Per day, per user: exports of their data. */
  exports: number;
}

/** An S3-compatible bucket for images (IMAGE_STORE=s3). */
export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Base address images are loaded from (a CDN in front of the bucket); else the API serves them. */
  publicUrl?: string;
}

/** How mail leaves: an SMTP server, `.eml` files under DATA_DIR/mail (`log`), or not at all (`none`). */
export type MailTransportConfig = { kind: 'smtp'; url: string } | { kind: 'log'; dir: string } | { kind: 'none' };

export interface MailConfig {
  transport: MailTransportConfig;
  /** The From of every mail. */
  from: string;
  /** Attempts at one mail before it is kept as failed. */
  maxAttempts: number;
  /** The delay before the second attempt; each later one waits twice as long (at most an hour). */
  retryBaseMs: number;
  /** How often every instance looks for mails that are due (a queued mail also wakes them at once). */
  pollIntervalMs: number;
}

export interface Config {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Connections each instance keeps to PostgreSQL at most. */
  databasePoolMax: number;
  /** PostgreSQL cuts off a statement running longer than this (0: never); PGlite has no timers. */
  databaseStatementTimeoutMs: number;
  /** Redis shared by the instances (rate limits); without it, limits are per process. */
  redisUrl?: string;
  imageStore: 'fs' | 's3';
  s3?: S3Config;
  firebaseProjectId: string;
  /** The Firebase project's Web API key: the server applies action codes (reset, verify) through the Identity Toolkit. */
  firebaseApiKey?: string;
  /** Seconds since the last sign-in within which deleting the account or changing its address is allowed. */
  freshSignInSeconds: number;
  /** How often account deletions left unfinished (sign-in account, images, mail) are tried again; 0 turns the job off. */
  accountDeletionIntervalMs: number;
  authEmulatorHost?: string;
  accessTokenSecret: string;
  accessTokenTtl: string;
  adminEmails: string[];
  paymentProvider: PaymentProviderName;
  currency: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  corsOrigins: string[];
  publicUrl: string;
  /** The site's address (the shell): links in mails point there. */
  publicSiteUrl: string;
  /** Signs the one-click unsubscribe links of mails (HMAC-SHA256). */
  unsubscribeSecret: string;
  mail: MailConfig;
  seedDemo: boolean;
  rateLimits: RateLimits;
  /** How long a cached public list may be served without a write on this instance. */
  publicCacheTtlMs: number;
  /** How long a page of search results may be served to others after a listing changed (0: never cached). */
  searchCacheTtlMs: number;
  /** How often pending refunds are retried; 0 turns the job off. */
  refundRetryIntervalMs: number;
  /** Resized images rendered at once, at most, per instance. */
  imageRenderConcurrency: number;
  /** Bytes one client address may upload per hour. */
  uploadBytesPerHour: number;
  /** Hours after which an upload nothing uses is deleted. */
  orphanImageHours: number;
  /** How often the unused-images job runs; 0 turns it off. */
  orphanImageIntervalMs: number;
  /** Minutes a product stays reserved for the buyer who opened its payment; 0 turns reservations off. */
  holdMinutes: number;
  /** Times a booking may take its product's hold again after it ran out (nobody else having taken it). */
  holdRenewals: number;
  /** Products one buyer may hold at once. */
  maxHoldsPerBuyer: number;
  /** How long the mail telling of a message waits, so that reading the conversation first withdraws it. */
  messageMailDelayMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (rate limits by address). */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Prometheus text on its own listener (METRICS_PORT; 0: any free port); off when unset. Never the public port. */
  metricsPort?: number;
  /** The address the metrics listener binds (METRICS_HOST; default HOST). */
  metricsHost: string;
  /** OpenTelemetry traces: on when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_TRACES_EXPORTER is set. */
  tracing: boolean;
  /** On SIGTERM, how long the requests already accepted may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** Per minute, per client address: real-user speed reports (POST /rum). */
  rumRateLimit: number;
  money: MoneyConfig;
  moderation: ModerationConfig;
  offers: OfferConfig;
  releases: ReleaseConfig;
}

/** Canary releases of the remotes (src/releases/service.ts). */
export interface ReleaseConfig {
  /** DEPLOY_KEYS (`storefront=…,buyer=…,seller=…,admin=…`): each remote's deploy key. */
  deployKeys: Partial<Record<RemoteName, string>>;
  /** REMOTE_<NAME>_URL: the manifest of each remote's root build (the shell reads the same variables). */
  remoteUrls: Record<RemoteName, string>;
  /** CANARY_CHECK_SECONDS, in ms; 0 turns the canary job off. */
  checkMs: number;
  windowMs: number;
  minSessions: number;
  failRatio: number;
  failPoints: number;
  bakeMs: number;
  keepReportsMs: number;
}

/** Offers: the lowest offer, how long an offer waits for an answer, how long an accepted one waits to be paid. */
export interface OfferConfig {
  /** OFFER_MIN_PERCENT of the listed price. */
  minPercent: number;
  /** OFFER_TTL_HOURS and OFFER_PAY_HOURS, in ms. */
  ttlMs: number;
  payMs: number;
}

/** Fair moderation: how long a decision may be appealed, how often suspensions are lifted. */
export interface ModerationConfig {
  /** APPEAL_WINDOW_DAYS, in ms. */
  appealWindowMs: number;
  /** SUSPENSION_CHECK_SECONDS, in ms; 0 turns the job off. */
  suspensionCheckMs: number;
}

/** Sellers get paid: the fee, the handover and protection windows, payouts and the money jobs. */
export interface MoneyConfig {
  /** PLATFORM_FEE_PERCENT (up to two decimals) and PLATFORM_FEE_MIN_CENTS. */
  feePercent: number;
  feeMinCents: number;
  /** PROTECTION_HOURS after the handover, in ms. */
  protectionMs: number;
  /** HANDOVER_DAYS after the payment, in ms. */
  handoverMs: number;
  /** PAYOUT_INTERVAL_HOURS between automatic payouts, in ms. */
  payoutIntervalMs: number;
  /** PAYOUT_MIN_CENTS: automatic payouts only from this available balance. */
  payoutMinCents: number;
  /** MONEY_JOBS_SECONDS, in ms; 0 turns the money jobs off. */
  jobsIntervalMs: number;
  /** PAYOUT_SETTLE_SECONDS: the built-in provider settles (or fails) a payout after it, in ms. */
  payoutSettleMs: number;
}

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

/** A positive number that may have decimals (`0.001` hours: tests and journeys shorten time with it). */
function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number`);
  return parsed;
}

/** PLATFORM_FEE_PERCENT: 0 to 100 with at most two decimals (fees are computed in hundredths of a percent). */
function feePercent(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100 || Math.round(parsed * 100) !== parsed * 100)
    throw new Error('PLATFORM_FEE_PERCENT must be a number from 0 to 100 with at most two decimals');
  return parsed;
}

/** Where each remote's server runs in the local stack (`npm start`), as the shell's server assumes too. */
const REMOTE_PORTS: Record<RemoteName, number> = { storefront: 3001, buyer: 3002, seller: 3003, admin: 3004 };

/** REMOTE_<NAME>_URL: the manifest of each remote's root build, read as the shell's server reads it. */
function remoteUrls(env: NodeJS.ProcessEnv): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] || `http://localhost:${REMOTE_PORTS[name]}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
}

/**
 * DEPLOY_KEYS: `remote=key` pairs separated by commas, one per remote at most, each key at least 24
 * characters (a deploy key guards what every visitor runs).
 */
function deployKeys(value: string | undefined): Partial<Record<RemoteName, string>> {
  const keys: Partial<Record<RemoteName, string>> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, key] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (!(REMOTE_NAMES as readonly string[]).includes(name) || !pair.includes('=')) {
      throw new Error(`DEPLOY_KEYS: "${name || pair}" is not a remote (${REMOTE_NAMES.join(', ')})`);
    }
    if (key.length < 24) throw new Error(`DEPLOY_KEYS: the ${name} key must be at least 24 characters`);
    if (keys[name as RemoteName]) throw new Error(`DEPLOY_KEYS: ${name} is named twice`);
    keys[name as RemoteName] = key;
  }
  return keys;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  return value === '0' ? 0 : positiveInt(name, value, fallback);
}

/**
 * TRUST_PROXY: unset or false, a number of proxy hops, or the proxies' addresses and CIDR ranges.
 * `true` (trust every address) is refused: whoever reaches the API directly could then name any
 * client address in X-Forwarded-For and escape every per-address limit.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  if (!value || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|yes|on)$/i.test(value))
    throw new Error(
      "TRUST_PROXY must name the proxies (addresses or CIDR ranges, e.g. 10.0.0.0/8) or a hop count, not 'true'",
    );
  return list(value);
}

/** Reads a secret (ACCESS_TOKEN_SECRET, UNSUBSCRIBE_SECRET), or keeps a generated one under DATA_DIR so it survives restarts. */
function secret(name: string, dataDir: string, value: string | undefined): string {
  if (value) {
    if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
    return value;
  }
  const file = path.join(dataDir, name.toLowerCase().replaceAll('_', '-'));
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * MAIL_TRANSPORT: `smtp://host:port` (or `smtps://`, with credentials in the URL), `log` (the
 * default: each mail an `.eml` file under DATA_DIR/mail) or `none`.
 */
function mailTransport(value: string | undefined, dataDir: string): MailTransportConfig {
  const transport = value || 'log';
  if (transport === 'log') return { kind: 'log', dir: path.join(dataDir, 'mail') };
  if (transport === 'none') return { kind: 'none' };
  if (/^smtps?:\/\/[^/]/.test(transport)) return { kind: 'smtp', url: transport };
  throw new Error('MAIL_TRANSPORT must be smtp://host:port, smtps://host:port, log or none');
}

/** METRICS_PORT: unset (no metrics listener), 0 (any free port: tests) or a port other than PORT. */
function metricsPort(value: string | undefined, publicPort: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = value === '0' ? 0 : positiveInt('METRICS_PORT', value, 0);
  if (port === publicPort) throw new Error('METRICS_PORT must not be the public PORT: metrics are for operators only');
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = positiveInt('PORT', env.PORT, 5000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const firebaseProjectId = env.FIREBASE_PROJECT_ID ?? 'demo-replay';
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const provider = (env.PAYMENT_PROVIDER || (stripeSecretKey ? 'stripe' : 'dummy')) as PaymentProviderName;

  if (provider !== 'dummy' && provider !== 'stripe') throw new Error('PAYMENT_PROVIDER must be dummy or stripe');
  if (provider === 'stripe' && !stripeSecretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  // Demo data (and its admin account) only beside the local auth emulator, or when asked for.
  const seedDemo = flag(env.SEED_DEMO, Boolean(authEmulatorHost));
  const mail = mailTransport(env.MAIL_TRANSPORT, dataDir);
  if (nodeEnv === 'production') {
    // Emulator tokens are unsigned and demo projects have no real users: never in production.
    if (authEmulatorHost || firebaseProjectId.startsWith('demo-')) {
      throw new Error('Refusing to start in production with the Firebase Auth emulator or a demo- project');
    }
    if (provider === 'dummy') throw new Error('Refusing to start in production with the test-card payment provider');
    if (seedDemo) throw new Error('Refusing to seed demo data in production');
    // A generated secret is one instance's own: tokens would fail on the others and after a move.
    if (!env.ACCESS_TOKEN_SECRET)
      throw new Error('Production needs ACCESS_TOKEN_SECRET (at least 32 characters, the same on every instance)');
    // Without webhooks a buyer who closes the tab after paying is charged and never recorded.
    if (provider === 'stripe' && !env.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe in production needs STRIPE_WEBHOOK_SECRET');
    // Receipts and refunds must reach people: mail that goes nowhere only when said so by name.
    if (mail.kind !== 'smtp' && !flag(env.ALLOW_NO_MAIL, false))
      throw new Error(`Production needs MAIL_TRANSPORT=smtp://… (MAIL_TRANSPORT=${mail.kind} needs ALLOW_NO_MAIL=1)`);
    // A generated secret is one instance's own: the links other instances sent would be refused.
    if (!env.UNSUBSCRIBE_SECRET)
      throw new Error('Production needs UNSUBSCRIBE_SECRET (at least 32 characters, the same on every instance)');
    // Password resets and address confirmations are applied through the Identity Toolkit with it.
    if (!env.FIREBASE_API_KEY)
      throw new Error("Production needs FIREBASE_API_KEY (the Firebase project's Web API key)");
  }

  // Test cards "pay" without money: outside development (never in production, above), only when asked for by name.
  if (provider === 'dummy' && nodeEnv !== 'development' && !flag(env.ALLOW_TEST_PAYMENTS, false))
    throw new Error(`NODE_ENV=${nodeEnv} with the test-card payment provider needs ALLOW_TEST_PAYMENTS=1`);

  const imageStore = env.IMAGE_STORE || 'fs';
  if (imageStore !== 'fs' && imageStore !== 's3') throw new Error('IMAGE_STORE must be fs or s3');
  if (imageStore === 's3' && !env.S3_BUCKET) throw new Error('IMAGE_STORE=s3 needs S3_BUCKET');

  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    env: nodeEnv,
    host: env.HOST ?? 'localhost',
    port,
    dataDir,
    databaseUrl,
    databasePoolMax: positiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 20),
    databaseStatementTimeoutMs: nonNegativeInt(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      3000,
    ),
    redisUrl: env.REDIS_URL || undefined,
    imageStore,
    s3:
      imageStore === 's3'
        ? {
            endpoint: env.S3_ENDPOINT || undefined,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION || 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
            publicUrl: env.IMAGE_PUBLIC_URL ? env.IMAGE_PUBLIC_URL.replace(/\/$/, '') : undefined,
          }
        : undefined,
    firebaseProjectId,
    firebaseApiKey: env.FIREBASE_API_KEY || undefined,
    freshSignInSeconds: positiveInt('FRESH_SIGN_IN_SECONDS', env.FRESH_SIGN_IN_SECONDS, 300),
    accountDeletionIntervalMs: nonNegativeInt('ACCOUNT_DELETION_INTERVAL_MS', env.ACCOUNT_DELETION_INTERVAL_MS, 60_000),
    authEmulatorHost,
    accessTokenSecret: secret('ACCESS_TOKEN_SECRET', dataDir, env.ACCESS_TOKEN_SECRET),
    accessTokenTtl: env.ACCESS_TOKEN_TTL ?? '1h',
    adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    paymentProvider: provider,
    currency: (env.CURRENCY ?? 'usd').toLowerCase(),
    stripeSecretKey,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    corsOrigins: env.CORS_ORIGINS ? list(env.CORS_ORIGINS) : DEFAULT_ORIGINS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
    unsubscribeSecret: secret('UNSUBSCRIBE_SECRET', dataDir, env.UNSUBSCRIBE_SECRET),
    mail: {
      transport: mail,
      from: env.MAIL_FROM || 'Replay Market <no-reply@replay.test>',
      maxAttempts: positiveInt('MAIL_MAX_ATTEMPTS', env.MAIL_MAX_ATTEMPTS, 10),
      retryBaseMs: positiveInt('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000),
      pollIntervalMs: positiveInt('MAIL_POLL_INTERVAL_MS', env.MAIL_POLL_INTERVAL_MS, 10_000),
    },
    seedDemo,
    rateLimits: {
      writes: positiveInt('RATE_LIMIT_WRITES', env.RATE_LIMIT_WRITES, 120),
      notices: positiveInt('RATE_LIMIT_NOTICES', env.RATE_LIMIT_NOTICES, 5),
      uploads: positiveInt('RATE_LIMIT_UPLOADS', env.RATE_LIMIT_UPLOADS, 30),
      tokens: positiveInt('RATE_LIMIT_TOKENS', env.RATE_LIMIT_TOKENS, 60),
      rebook: positiveInt('RATE_LIMIT_REBOOK', env.RATE_LIMIT_REBOOK, 3),
      imageRenders: positiveInt('RATE_LIMIT_IMAGE_RENDERS', env.RATE_LIMIT_IMAGE_RENDERS, 60),
      search: positiveInt('RATE_LIMIT_SEARCH', env.RATE_LIMIT_SEARCH, 120),
      messages: positiveInt('RATE_LIMIT_MESSAGES', env.RATE_LIMIT_MESSAGES, 30),
      newConversations: positiveInt('RATE_LIMIT_NEW_CONVERSATIONS', env.RATE_LIMIT_NEW_CONVERSATIONS, 20),
      passwordResets: positiveInt('RATE_LIMIT_PASSWORD_RESETS', env.RATE_LIMIT_PASSWORD_RESETS, 5),
      passwordResetRequests: positiveInt(
        'RATE_LIMIT_PASSWORD_RESET_REQUESTS',
        env.RATE_LIMIT_PASSWORD_RESET_REQUESTS,
        10,
      ),
      verificationMails: positiveInt('RATE_LIMIT_VERIFICATION_MAILS', env.RATE_LIMIT_VERIFICATION_MAILS, 5),
      emailChanges: positiveInt('RATE_LIMIT_EMAIL_CHANGES', env.RATE_LIMIT_EMAIL_CHANGES, 5),
      emailChangeTargets: positiveInt('RATE_LIMIT_EMAIL_CHANGE_TARGETS', env.RATE_LIMIT_EMAIL_CHANGE_TARGETS, 3),
      memberMails: positiveInt('RATE_LIMIT_MEMBER_MAILS', env.RATE_LIMIT_MEMBER_MAILS, 30),
      exports: positiveInt('RATE_LIMIT_EXPORTS', env.RATE_LIMIT_EXPORTS, 3),
    },
    imageRenderConcurrency: positiveInt('IMAGE_RENDER_CONCURRENCY', env.IMAGE_RENDER_CONCURRENCY, 2),
    uploadBytesPerHour: positiveInt('UPLOAD_BYTES_PER_HOUR', env.UPLOAD_BYTES_PER_HOUR, 20 * 1024 * 1024),
    orphanImageHours: positiveInt('ORPHAN_IMAGE_HOURS', env.ORPHAN_IMAGE_HOURS, 24),
    orphanImageIntervalMs: nonNegativeInt('ORPHAN_IMAGE_INTERVAL_MS', env.ORPHAN_IMAGE_INTERVAL_MS, 3_600_000),
    publicCacheTtlMs: positiveInt('PUBLIC_CACHE_TTL_MS', env.PUBLIC_CACHE_TTL_MS, 5000),
    searchCacheTtlMs: nonNegativeInt('SEARCH_CACHE_TTL_MS', env.SEARCH_CACHE_TTL_MS, 2000),
    refundRetryIntervalMs: nonNegativeInt('REFUND_RETRY_INTERVAL_MS', env.REFUND_RETRY_INTERVAL_MS, 60_000),
    holdMinutes: nonNegativeInt('HOLD_MINUTES', env.HOLD_MINUTES, 15),
    holdRenewals: nonNegativeInt('HOLD_RENEWALS', env.HOLD_RENEWALS, 1),
    maxHoldsPerBuyer: positiveInt('MAX_HOLDS_PER_BUYER', env.MAX_HOLDS_PER_BUYER, 3),
    messageMailDelayMs: nonNegativeInt('MESSAGE_MAIL_DELAY_MS', env.MESSAGE_MAIL_DELAY_MS, 60_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsPort: metricsPort(env.METRICS_PORT, port),
    metricsHost: env.METRICS_HOST || (env.HOST ?? 'localhost'),
    tracing: Boolean(
      env.OTEL_EXPORTER_OTLP_ENDPOINT || (env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== 'none'),
    ),
    shutdownGraceMs: positiveInt('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000),
    rumRateLimit: positiveInt('RATE_LIMIT_RUM', env.RATE_LIMIT_RUM, 30),
    money: {
      feePercent: feePercent(env.PLATFORM_FEE_PERCENT),
      feeMinCents: nonNegativeInt('PLATFORM_FEE_MIN_CENTS', env.PLATFORM_FEE_MIN_CENTS, 50),
      protectionMs: Math.round(positiveNumber('PROTECTION_HOURS', env.PROTECTION_HOURS, 48) * 3_600_000),
      handoverMs: Math.round(positiveNumber('HANDOVER_DAYS', env.HANDOVER_DAYS, 14) * 86_400_000),
      payoutIntervalMs: Math.round(positiveNumber('PAYOUT_INTERVAL_HOURS', env.PAYOUT_INTERVAL_HOURS, 24) * 3_600_000),
      payoutMinCents: nonNegativeInt('PAYOUT_MIN_CENTS', env.PAYOUT_MIN_CENTS, 1000),
      jobsIntervalMs:
        env.MONEY_JOBS_SECONDS === '0'
          ? 0
          : Math.round(positiveNumber('MONEY_JOBS_SECONDS', env.MONEY_JOBS_SECONDS, 60) * 1000),
      payoutSettleMs: Math.round(positiveNumber('PAYOUT_SETTLE_SECONDS', env.PAYOUT_SETTLE_SECONDS, 5) * 1000),
    },
    offers: {
      minPercent: Math.min(99, positiveInt('OFFER_MIN_PERCENT', env.OFFER_MIN_PERCENT, 50)),
      ttlMs: Math.round(positiveNumber('OFFER_TTL_HOURS', env.OFFER_TTL_HOURS, 48) * 3_600_000),
      payMs: Math.round(positiveNumber('OFFER_PAY_HOURS', env.OFFER_PAY_HOURS, 24) * 3_600_000),
    },
    releases: {
      deployKeys: deployKeys(env.DEPLOY_KEYS),
      remoteUrls: remoteUrls(env),
      checkMs: nonNegativeInt('CANARY_CHECK_SECONDS', env.CANARY_CHECK_SECONDS, 30) * 1000,
      windowMs: Math.round(positiveNumber('CANARY_WINDOW_MINUTES', env.CANARY_WINDOW_MINUTES, 15) * 60_000),
      minSessions: positiveInt('CANARY_MIN_SESSIONS', env.CANARY_MIN_SESSIONS, 50),
      failRatio: positiveNumber('CANARY_FAIL_RATIO', env.CANARY_FAIL_RATIO, 2),
      failPoints: positiveNumber('CANARY_FAIL_POINTS', env.CANARY_FAIL_POINTS, 2),
      bakeMs: Math.round(positiveNumber('CANARY_BAKE_MINUTES', env.CANARY_BAKE_MINUTES, 30) * 60_000),
      keepReportsMs: Math.round(
        positiveNumber('REMOTE_REPORTS_KEEP_DAYS', env.REMOTE_REPORTS_KEEP_DAYS, 7) * 86_400_000,
      ),
    },
    moderation: {
      appealWindowMs: Math.round(positiveNumber('APPEAL_WINDOW_DAYS', env.APPEAL_WINDOW_DAYS, 183) * 86_400_000),
      suspensionCheckMs:
        env.SUSPENSION_CHECK_SECONDS === '0'
          ? 0
          : Math.round(positiveNumber('SUSPENSION_CHECK_SECONDS', env.SUSPENSION_CHECK_SECONDS, 60) * 1000),
    },
  };
}
