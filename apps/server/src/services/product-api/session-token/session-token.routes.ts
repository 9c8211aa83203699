import { createHash } from 'node:crypto';
import {
  isBrowserTestCredentials,
  NM_HARDWARE_TYPE_MAKER_ONLY,
  SESSION_TOKEN_HEADER,
  type SessionTokenRefusal,
} from '@carteira/core/shell-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { takeFromBucket } from '../../../platform/rate-bucket.ts';
import { parse } from '../../financing-api/public.ts';
import type { Db } from '../product-database.ts';
import { checkSessionToken, issueSessionToken } from './session-token.service.ts';
import type { ShellCredentialVerifier } from './shell-credentials.ts';

const field = (max: number) => z.string().trim().min(1).max(max);

const makerBody = z
  .object({
    deviceId: field(100),
    barcode: field(40),
    anonymizedSerialNumber: field(100),
    sessionToken: field(2000),
    nmHardwareType: z.union([z.literal(''), z.literal(NM_HARDWARE_TYPE_MAKER_ONLY)]).default(''),
  })
  .strict();

const nmBody = z
  .object({
    firebaseUserId: field(128),
    firebaseAuthToken: field(4000),
  })
  .strict();

/** The calls that need no session token: the token calls themselves, the public ones, the signed upload. */
const OPEN = [
  /^\/api\/product\/(getToken|getTokenForNm|version)$/,
  /^\/api\/product\/help\//,
  /^\/api\/product\/chat\/(upload|file)$/,
];

/** Token requests per client address: 120 at once, 60 a minute after (each one is a row). */
const TOKEN_RULE = { scope: 'session-token', capacity: 120, perMinute: 60 };

/** One token request taken from the caller's address bucket (kept as a hash); false when over the limit. */
async function withinLimit(deps: SessionTokenRouteDeps, request: FastifyRequest, reply: FastifyReply) {
  const subject = createHash('sha256').update(`session-token:${request.ip}`).digest('hex');
  const verdict = await takeFromBucket(deps.db, TOKEN_RULE, subject, deps.now());
  if (verdict.allowed) return true;
  await reply
    .code(429)
    .header('retry-after', String(verdict.retryAfterSeconds))
    .send({ status: 429, message: 'Muitas tentativas', details: 'Tente de novo em instantes' });
  return false;
}

function refuse(reply: FastifyReply, reason: SessionTokenRefusal) {
  const details =
    reason === 'deviceNotFound' ? 'Dispositivo não encontrado' : 'Token de sessão ausente ou inválido';
  return reply.code(401).header('cache-control', 'no-store').send({
    status: 401,
    message: 'Sessão do aplicativo não reconhecida',
    details,
    reason,
  });
}

export interface SessionTokenRouteDeps {
  db: Db;
  now: () => Date;
  verifier: ShellCredentialVerifier;
  /** Whether a product call without a token is refused (production); a wrong token always is. */
  required: boolean;
}

/**
 * POST getToken and getTokenForNm (cross-cutting.md sections 3, 4 and 7), and the check every other
 * product call goes through: the token in the x-session-token header must be one issued here and
 * still in date (401 invalidSessionToken otherwise); without one, 401 missingSessionToken where it is
 * required. The bank's own access token still decides which customer a call is for.
 */
export function registerSessionTokenRoutes(app: FastifyInstance, deps: SessionTokenRouteDeps): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (!route || OPEN.some((open) => open.test(route))) return;
    const sent = request.headers[SESSION_TOKEN_HEADER];
    const token = typeof sent === 'string' ? sent.trim() : '';
    if (!token) {
      if (deps.required) return refuse(reply, 'missingSessionToken');
      return;
    }
    if (!(await checkSessionToken(deps.db, token, deps.now())).ok)
      return refuse(reply, 'invalidSessionToken');
  });

  app.post('/getToken', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const body = parse(makerBody, request.body);
    if (!(await withinLimit(deps, request, reply))) return reply;
    const browser = isBrowserTestCredentials(body);
    if (!browser) {
      const verdict = await deps.verifier.maker(body);
      if (verdict !== 'ok') return refuse(reply, verdict);
    }
    const record = await issueSessionToken(
      deps.db,
      browser ? 'browser' : 'maker',
      `device:${body.deviceId}`,
      deps.now(),
    );
    return reply.header('cache-control', 'no-store').send(record);
  });

  app.post('/getTokenForNm', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const body = parse(nmBody, request.body);
    if (!(await withinLimit(deps, request, reply))) return reply;
    if (!(await deps.verifier.nm(body))) return refuse(reply, 'invalidSessionToken');
    const record = await issueSessionToken(deps.db, 'nm', `firebase:${body.firebaseUserId}`, deps.now());
    return reply.header('cache-control', 'no-store').send(record);
  });
}
