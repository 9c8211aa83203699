import type { Kysely, Transaction } from 'kysely';

/**
 * One database serves every service, and each service's code holds it typed to its own tables
 * (services/<name>/<name>-database.ts), so a query on another service's table does not compile
 * (docs/decisions/0041). What a service asks of another goes through the owner's public.ts, whose use
 * cases take the caller's handle as it is, typed to the caller's tables: a transaction too, so the work
 * commits or rolls back with the caller's (the down payment's debit and its contracting move on as
 * one). These are those handles, whatever service holds them.
 */
// biome-ignore lint/suspicious/noExplicitAny: any service's tables; the use case sees only its own.
export type SharedHandle = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: any service's tables; the use case sees only its own.
export type SharedTrx = Transaction<any>;

type Shared<H> = H extends Transaction<infer _> ? SharedTrx : SharedHandle;

/**
 * A service's use case, taking its own handle first, as its public.ts offers it to the other
 * services: it takes their handle instead, and still sees only its owner's tables. The one place a
 * handle typed to one service's tables becomes another's.
 */
export function shared<H extends SharedHandle, A extends unknown[], R>(
  useCase: (db: H, ...args: A) => R,
): (db: Shared<H>, ...args: A) => R {
  return useCase as unknown as (db: Shared<H>, ...args: A) => R;
}

/** The same for a use case that takes its handle inside its first argument, as `db`. */
export function sharedDeps<D extends { db: SharedHandle }, A extends unknown[], R>(
  useCase: (deps: D, ...args: A) => R,
): (deps: Omit<D, 'db'> & { db: SharedHandle }, ...args: A) => R {
  return useCase as unknown as (deps: Omit<D, 'db'> & { db: SharedHandle }, ...args: A) => R;
}
