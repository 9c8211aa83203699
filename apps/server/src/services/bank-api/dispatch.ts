import type { RawBuilder } from 'kysely';
import { z } from 'zod';
import { type BankAnswer, failure, ok } from './bank-answer.ts';
import { BANK_CODES, BankError, bankFailure } from './bank-errors.ts';
import {
  type AnyBankRoute,
  type BankDeps,
  type BankSession,
  type GatewayDoor,
  routeKey,
} from './bank-route.ts';
import { GuardRefused, runIdempotent, SessionRefused } from './idempotency/idempotency.service.ts';
import { requestHash } from './idempotency/request-hash.ts';
import { authenticateToken, tokenCanBeLive } from './modules/auth/session.service.ts';
import { hashToken } from './modules/auth/token.ts';
import { authenticateGiftCardToken } from './modules/gift-card/gift-card-token.service.ts';
import { findUnsafeText } from './text-guard.ts';
import { describeIssues, describeTextProblem } from './validation.ts';

export interface BankCall {
  path: string;
  method: string;
  body: unknown;
  token?: string;
  /** The gateway's nonce of the envelope that carried the call: claimed once, before anything is changed. */
  replayGuard?: ReplayGuard;
}

/**
 * Remembers a sealed call's nonce; false when it was seen before (a replay). An idempotent call with a
 * session claims it inside its own transaction, in the statement that claims its idempotency key (no
 * commit and no round trip of its own); any other call claims it first, in its own statement.
 */
export interface ReplayGuard {
  claim(): Promise<boolean>;
  /** The nonce's claim as one statement that returns a row when the nonce is new. */
  statement(): RawBuilder<unknown>;
  /** Told when that statement found the nonce seen before. */
  replayed(): void;
}

/** What dispatch answers for a call whose nonce was seen before: nothing ran; the gateway refuses it. */
export const REPLAYED: BankAnswer = Object.freeze({
  success: false,
  status: 400,
  error: Object.freeze({ code: 40000, message: 'Requisição inválida' }),
}) as BankAnswer;

export interface Bank {
  /** true when path and method name a bank route reached through that gateway door (the allow-list). */
  allows(path: string, method: string, door: GatewayDoor): boolean;
  /** Runs one call; never throws. */
  dispatch(call: BankCall): Promise<BankAnswer>;
}

const idempotencyKeySchema = z.object({
  chaveDeIdempotencia: z
    .string()
    .regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/),
});

function validationFailure(issues: readonly z.core.$ZodIssue[]): BankAnswer {
  const { message, details } = describeIssues(issues);
  const { status, code } = BANK_CODES.VALIDATION;
  return failure(status, code, message, details);
}

export function createBank(routes: readonly AnyBankRoute[], deps: BankDeps): Bank {
  const table = new Map<string, AnyBankRoute>();
  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    if (table.has(key)) throw new Error(`bank route declared twice: ${key}`);
    if (route.bearer === 'gift-card' && route.idempotent)
      throw new Error(`${key}: a gift-card route claims no key`);
    table.set(key, route);
  }

  async function run(
    route: AnyBankRoute,
    call: BankCall,
    deferred: { claimed: boolean },
  ): Promise<BankAnswer> {
    // A payment (a call with a session and an idempotency key) looks its session up in the statement
    // that claims its key: one round trip less. Any other call looks it up first. A payment refused on
    // its input looks it up before answering, so an expired session still comes first.
    const sessionInClaim = route.auth && route.idempotent === true;
    let session: BankSession | undefined;
    if (route.auth) {
      if (!call.token || !tokenCanBeLive(call.token)) return bankFailure('SESSION_EXPIRED');
      if (!sessionInClaim) {
        session =
          route.bearer === 'gift-card'
            ? await authenticateGiftCardToken(deps.db, call.token, deps.now())
            : await authenticateToken(deps.db, call.token, deps.now());
        if (!session) return bankFailure('SESSION_EXPIRED');
      }
    }
    const refuse = async (answer: BankAnswer): Promise<BankAnswer> =>
      sessionInClaim && !(call.token && (await authenticateToken(deps.db, call.token, deps.now())))
        ? bankFailure('SESSION_EXPIRED')
        : answer;
    const body = call.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      return refuse(bankFailure('VALIDATION', 'o corpo da requisição deve ser um objeto'));
    }
    // A call made for another environment's organisation unit (a staging build against production)
    // is refused before it is read; a call that names none is taken as this one's.
    const unit = (body as { organizationUnitId?: unknown }).organizationUnitId;
    if (unit !== undefined && unit !== deps.config.organizationUnitId) {
      return refuse(bankFailure('VALIDATION', 'organizationUnitId não é o deste ambiente'));
    }
    const unsafe = findUnsafeText(body);
    if (unsafe) {
      const text = describeTextProblem(unsafe);
      return refuse(
        failure(BANK_CODES.VALIDATION.status, BANK_CODES.VALIDATION.code, `Dados inválidos: ${text}`, text),
      );
    }
    const parsed = route.schema.safeParse(body, { reportInput: true });
    if (!parsed.success) {
      return refuse(validationFailure(parsed.error.issues));
    }
    const base = { input: parsed.data, deps, db: deps.db, token: call.token, session };

    if (sessionInClaim && call.token) {
      const keyed = idempotencyKeySchema.safeParse(body, { reportInput: true });
      if (!keyed.success) {
        return refuse(validationFailure(keyed.error.issues));
      }
      const path = routeKey(route.method, route.path);
      const claim = {
        session: { tokenHash: hashToken(call.token), now: deps.now() },
        key: keyed.data.chaveDeIdempotencia.toLowerCase(),
        path,
        requestHash: requestHash(path, body, deps.config.pinPepper),
      };
      const guard = call.replayGuard;
      const atOnce = await route.atOnce?.({ input: parsed.data, deps, claim, guard: guard?.statement() });
      if (atOnce) {
        deferred.claimed = true;
        return atOnce;
      }
      try {
        const answer = await runIdempotent(
          deps.db,
          claim,
          (trx, claimedSession) =>
            route.handler({ ...base, session: claimedSession, trx, idempotencyKey: claim.key } as Parameters<
              AnyBankRoute['handler']
            >[0]),
          deps.now,
          guard?.statement(),
        );
        deferred.claimed = true;
        return answer;
      } catch (err) {
        // Nothing ran and nothing was kept, the nonce included: it is claimed on the way out.
        if (err instanceof SessionRefused) return bankFailure('SESSION_EXPIRED');
        throw err;
      }
    }

    try {
      return ok(JSON.parse(JSON.stringify((await route.handler(base)) ?? {})));
    } catch (err) {
      if (err instanceof BankError) return err.toAnswer();
      throw err;
    }
  }

  return {
    allows(path, method, door) {
      if (typeof path !== 'string' || typeof method !== 'string') return false;
      const route = table.get(routeKey(method, path));
      return route !== undefined && (route.door ?? 'main') === door;
    },
    async dispatch(call) {
      const route = table.get(routeKey(String(call.method), String(call.path)));
      if (!route) return bankFailure('NOT_FOUND_PATH');
      const guard = call.replayGuard;
      // A payment claims its nonce inside its own transaction; every other call claims it first.
      const deferred = { claimed: !guard };
      if (guard && !(route.idempotent && route.auth)) {
        if (!(await guard.claim())) return REPLAYED;
        deferred.claimed = true;
      }
      try {
        const answer = await run(route, call, deferred);
        // Refused before its transaction (session, validation): nothing changed; the nonce is claimed now.
        if (!deferred.claimed && guard && !(await guard.claim())) return REPLAYED;
        return answer;
      } catch (err) {
        if (err instanceof GuardRefused) {
          guard?.replayed();
          return REPLAYED;
        }
        if (!deferred.claimed && guard && !(await guard.claim().catch(() => true))) return REPLAYED;
        deps.log.error({ err, path: route.path }, 'bank call failed');
        return bankFailure('INTERNAL');
      }
    },
  };
}
