import type { Migration } from 'kysely';
import * as m0001 from './0001-bank-foundation.ts';
import * as m0002 from './0002-gateway.ts';

/** Every migration, in order. Names are permanent: a shipped migration is never renamed or edited. */
export const migrations: Record<string, Migration> = {
  '0001-bank-foundation': m0001,
  '0002-gateway': m0002,
};
