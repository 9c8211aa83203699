import { LOG_DEFAULTS, LOG_MAX_BYTES, type LogSettings, logLevelFor } from '@carteira/core/logging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../platform/config.ts';
import { authenticateToken, findCustomer, forgetLoginPlaces } from '../bank-api/public.ts';
import {
  bankSessionExpired,
  bearer,
  FinancingError,
  issueCredential,
  parse,
  registerFinancingErrors,
} from '../financing-api/public.ts';
import { APP_CLIENT, type OnboardingClient } from '../onboarding-api/public.ts';
import { appLogBody, logTooLarge, storeAppLog } from './app-log.service.ts';
import { versionText } from './app-version.ts';
import { registerChatRoutes } from './chat/chat.routes.ts';
import { databaseFileStore, type FileStore } from './chat/file-store.ts';
import { registerDataSyncRoutes } from './data-sync/data-sync.routes.ts';
import { cpfSha256, featureFlagsFor, flagBucket, isFeatureEnabled, isFeatureOnFor } from './feature-flags.ts';
import { feedbackBody, listFeedback, storeFeedback } from './feedback.service.ts';
import { registerGiftCardRoutes } from './gift-card/gift-card.routes.ts';
import { registerHelpRoutes } from './help/help.routes.ts';
import { METRIC_MAX_BYTES, metricBody, metricTooLarge, storeMetric } from './metrics.service.ts';
import { registerOptinRoutes } from './optin/optin.routes.ts';
import type { Db } from './product-database.ts';
import { registerSessionTokenRoutes } from './session-token/session-token.routes.ts';
import { noShellVerifier, type ShellCredentialVerifier } from './session-token/shell-credentials.ts';

export interface ProductApiOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  /** Where the chat's images are kept: the database's own adapter unless told otherwise. */
  files?: FileStore;
  /** The onboarding client the app is handed (getOnboardingClientId); the app's own by default. */
  onboardingClient?: OnboardingClient;
  /** Who vouches for the apps' credentials (the sandbox's in the sandbox); none: only a browser gets a token. */
  shellVerifier?: ShellCredentialVerifier;
  /** Refuse a product call without a session token: by default in production only. */
  sessionTokenRequired?: boolean;
}

/** The chatbot's feature flag (cross-cutting.md section 6). */
export const CHATBOT = 'chatbot';
/** Raises the app's log level for a customer (cross-cutting.md section 6). */
export const DOGFOOD_LOGGING = 'dogfoodLogging';

const featureBody = z.object({
  feature: z.string().trim().min(1).max(60),
  cpfHash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'deve ser o SHA-256 do CPF em hexadecimal')
    .transform((v) => v.toLowerCase()),
});

/**
 * The product backend's calls (cross-cutting.md section 7): the financing service login, the
 * feature check and the metrics events, the help content and the support chat, mounted at
 * /api/product. All but the version, the help content and the signed image upload are authenticated
 * by the customer's bank access token.
 */
export async function productApiPlugin(app: FastifyInstance, opts: ProductApiOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  registerFinancingErrors(app);
  registerSessionTokenRoutes(app, {
    db: opts.db,
    now,
    verifier: opts.shellVerifier ?? noShellVerifier,
    required: opts.sessionTokenRequired ?? opts.config.mode === 'production',
  });

  /** The customer behind the bank access token, or 401. */
  async function bankCustomer(header: string | undefined) {
    const token = bearer(header);
    const session = token ? await authenticateToken(opts.db, token, now()) : undefined;
    if (!session) throw bankSessionExpired();
    const customer = await findCustomer(opts.db, session.customerId);
    if (!customer) throw bankSessionExpired();
    return customer;
  }

  /**
   * POST getOnboardingClientId (cross-cutting.md section 7): the client credentials the app asks the
   * onboarding service's token with, so they are not in the app's bundle. Public: the applicant has no
   * session yet. Never cached.
   */
  app.post('/getOnboardingClientId', async (_request, reply) => {
    const client = opts.onboardingClient ?? APP_CLIENT;
    reply.header('cache-control', 'no-store');
    return { clientId: client.id, clientSecret: client.secret };
  });

  /**
   * GET version (cross-cutting.md section 7): the minimal app shell version, then the target, as a
   * comma-separated text. Public: the shell asks before anyone logs in.
   */
  app.get('/version', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('text/plain; charset=utf-8').send(versionText());
  });

  app.get('/smartphoneFinanceAuth', async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return issueCredential(opts.db, customer.id, now());
  });

  app.post('/checkFeatureAvailable', async (request) => {
    const customer = await bankCustomer(request.headers.authorization);
    const body = parse(featureBody, request.body);
    if (body.cpfHash !== cpfSha256(customer.cpf)) {
      throw new FinancingError(
        403,
        'CPF não corresponde ao cliente autenticado',
        'Envie o hash do próprio CPF',
      );
    }
    const bucket = flagBucket(opts.config.cpfHashKey, body.feature, customer.cpf);
    return {
      feature: body.feature,
      enabled: await isFeatureEnabled(opts.db, body.feature, body.cpfHash, bucket),
    };
  });

  /**
   * GET features: every feature flag of cross-cutting.md section 6, on or off for the session's
   * customer (their own setting, else everyone's, or their bucket in a share). The app reads it after
   * login and again on each return; a flag turned off also refuses its calls at the server.
   */
  app.get('/features', async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return { flags: await featureFlagsFor(opts.db, opts.config.cpfHashKey, customer.cpf) };
  });

  /**
   * A metrics event (financing.md section 7): validated against the known events and their closed
   * field lists, stored for the session's customer; 202 `{ id }`. Refused (nothing stored): 400 bad
   * input, 403 keys of someone else, 413 over 5000 bytes, 401 without a bank session. Neither the
   * payload nor any personal data is logged, only the event's name.
   */
  app.post('/metrics', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    if (Buffer.byteLength(JSON.stringify(request.body ?? {})) >= METRIC_MAX_BYTES) throw metricTooLarge();
    const body = parse(metricBody, request.body);
    const stored = await storeMetric(opts.db, customer.id, body, now());
    request.log.info({ eventType: body.eventType }, 'metric stored');
    return reply.code(202).send(stored);
  });

  /** The log settings the backend chooses for a customer: the environment's level, or debug under dogfood. */
  async function logSettingsOf(customer: { cpf: string }): Promise<LogSettings> {
    const dogfood = await isFeatureOnFor(opts.db, opts.config.cpfHashKey, DOGFOOD_LOGGING, customer.cpf);
    return { ...LOG_DEFAULTS, level: logLevelFor(opts.config.environment, dogfood) };
  }

  /**
   * GET log-settings (cross-cutting.md sections 6 and 9): the level the app sends its log from, chosen
   * here (production 2, staging 1, development 0; debug while the dogfoodLogging flag is on for the
   * customer) and the spec's logging defaults. 401 without a bank session.
   */
  app.get('/log-settings', async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    return reply.header('cache-control', 'no-store').send(await logSettingsOf(customer));
  });

  /**
   * POST logs (cross-cutting.md section 7): one app log record, stored for the session's customer;
   * 202 `{ stored, id? }`. A record with a sensitive word is dropped whole (202, stored false). Refused:
   * 400 bad input, 413 at 5000 bytes or more, 401 without a bank session. The record itself is never
   * written to the server's own log.
   */
  app.post('/logs', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    if (Buffer.byteLength(JSON.stringify(request.body ?? {})) >= LOG_MAX_BYTES) throw logTooLarge();
    const body = parse(appLogBody, request.body);
    // below the level chosen for this customer, the record is not kept (as the app would not send it)
    if (body.loglevel < (await logSettingsOf(customer)).level) return reply.code(202).send({ stored: false });
    return reply.code(202).send(await storeAppLog(opts.db, customer.id, body, now()));
  });

  /**
   * POST feedBack (cross-cutting.md sections 3 and 7): the customer's feedback from /feedback, its type
   * and feedBackJson, stored for the session's customer; 201 `{ id, receivedAt }`. Refused (nothing
   * stored): 400 bad input or unknown fields, 429 past 5 an hour, 401 without a bank session. The
   * words are never written to the server's log.
   */
  app.post('/feedBack', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    const body = parse(feedbackBody, request.body);
    return reply.code(201).send(await storeFeedback(opts.db, customer.id, body, now()));
  });

  /** GET feedBack: the session customer's own feedback, newest first (the last 20). */
  app.get('/feedBack', async (request, reply) => {
    const customer = await bankCustomer(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return { feedbacks: await listFeedback(opts.db, customer.id) };
  });

  registerHelpRoutes(app, opts.db);
  registerOptinRoutes(app, {
    db: opts.db,
    now,
    customerOf: bankCustomer,
    onLocationWithdrawn: forgetLoginPlaces,
  });
  registerGiftCardRoutes(app, { db: opts.db, now, customerOf: bankCustomer });
  registerDataSyncRoutes(app, { db: opts.db, now, customerOf: bankCustomer });
  registerChatRoutes(app, {
    db: opts.db,
    now,
    files: opts.files ?? databaseFileStore(opts.db),
    uploadKey: opts.config.uploadUrlKey,
    customerOf: bankCustomer,
    chatbotOn: (customer) => isFeatureOnFor(opts.db, opts.config.cpfHashKey, CHATBOT, customer.cpf),
  });
}
