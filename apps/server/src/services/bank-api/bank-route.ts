import type { FastifyBaseLogger } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../platform/config.ts';
import type { BankAnswer } from './bank-answer.ts';
import type { Db, Trx } from './bank-database.ts';
import type { BankPorts } from './bank-ports.ts';
import type { SessionClaim } from './idempotency/idempotency.repository.ts';
import type { AccountObligations } from './modules/account-state/account-obligations.ts';
import type { BoletoClearingHouse } from './modules/boleto/clearing-house.ts';
import type { CardNetwork } from './modules/cards/card-network.port.ts';
import type { CodeSender } from './modules/credentials/code-sender.ts';
import type { QrMerchantNetwork } from './modules/qr-payment/qr-merchants.ts';
import type { LotteryResults } from './modules/rewards/lottery.port.ts';

export type BankMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which of the gateway's paths reaches a route (cross-cutting.md section 7, Secure gateway; decision
 * 0043): 'main', the gateway's own path, for every call but those whose answer is a short-lived hash
 * that opens sensitive data elsewhere, which only the hash path reaches.
 */
export type GatewayDoor = 'main' | 'hash';

/** What the bank knows about the caller once the token checked out. */
export interface BankSession {
  sessionId: string;
  customerId: string;
  /** The device the session was opened on (device.id); null for a session opened before devices were kept. */
  deviceId: string | null;
}

export interface BankDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The clock; tests may replace it. */
  now: () => Date;
  /** The outside world (bank-ports.ts). */
  ports: BankPorts;
  /** The boleto clearing house (a port: app.ts passes the sandbox's registry). */
  boletoClearing?: BoletoClearingHouse;
  /** Sends one-time codes by SMS and e-mail (a port: app.ts passes the sandbox's outbox). */
  codeSender?: CodeSender;
  /** The card processor and network (a port: app.ts passes the sandbox's); without one, cards are unavailable. */
  cardNetwork?: CardNetwork;
  /** The QR payment scheme's merchants and partner (a port); without it, QR payments answer 50000. */
  qrMerchants?: QrMerchantNetwork;
  /** The Loteria Federal's results (a port: app.ts passes the sandbox's); without it, no draw is held. */
  lottery?: LotteryResults;
  /**
   * What the other services hold against an account (app.ts passes the financing service's); the
   * bank's jobs, which never close an account, run without it.
   */
  obligations?: AccountObligations;
}

interface BaseContext<T> {
  input: T;
  deps: BankDeps;
  db: Db;
  /** The bearer token as presented (renewal and logout need it); never logged. */
  token: string | undefined;
}

export type HandlerContext<T, A extends boolean, I extends boolean> = BaseContext<T> &
  (A extends true ? { session: BankSession } : { session: BankSession | undefined }) &
  (I extends true ? { trx: Trx; idempotencyKey: string } : unknown);

/**
 * One bank path. `auth` asks for a valid session token; `idempotent` runs the handler inside the
 * idempotency transaction (docs/bank-api.md, Idempotency): `trx` is then the only way to the database.
 */
export interface BankRoute<
  S extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
  I extends boolean = boolean,
> {
  path: string;
  method: BankMethod;
  auth: A;
  /**
   * Which token `auth` asks for: the customer's session token (the default), or the gift-card token of
   * autenticar/device, which opens only the routes that name it (never an idempotent one).
   */
  bearer?: 'session' | 'gift-card';
  idempotent?: I;
  /** 'hash' for a route only the gateway's hash path reaches (GatewayDoor); 'main' by default. */
  door?: GatewayDoor;
  schema: S;
  handler: (ctx: HandlerContext<z.output<S>, A, I>) => Promise<unknown>;
  /**
   * An idempotent payment's one-call path (decision 0011): its answer when it went through, or undefined
   * when it did not or is a case it does not cover; nothing it did is kept then, and the handler runs.
   */
  atOnce?: (ctx: AtOnceContext<z.output<S>>) => Promise<BankAnswer | undefined>;
}

/** What a payment's one-call path is given: its checked input and the claim its key would make. */
export interface AtOnceContext<T> {
  input: T;
  deps: BankDeps;
  claim: SessionClaim;
  /** The gateway nonce's claim, a statement that returns a row when the nonce is new. */
  guard: RawBuilder<unknown> | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes
export type AnyBankRoute = BankRoute<any, boolean, boolean>;

/** Declares a route with its types checked against its schema and flags. */
export function defineRoute<S extends z.ZodType, A extends boolean, I extends boolean = false>(
  route: BankRoute<S, A, I>,
): AnyBankRoute {
  return route as unknown as AnyBankRoute;
}

export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/^\/+/, '')}`;
}
