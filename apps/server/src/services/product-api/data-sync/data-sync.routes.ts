import { DATA_SYNC_INTERVAL_MS } from '@carteira/core/shell-session';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../financing-api/public.ts';
import type { Db } from '../product-database.ts';
import {
  dataSyncBody,
  lastDataSyncAt,
  neededDataProperties,
  storeDataSync,
  variantParam,
} from './data-sync.service.ts';

export interface DataSyncRouteDeps {
  db: Db;
  now: () => Date;
  /** The customer behind the bank access token, or a 401. */
  customerOf: (authorization: string | undefined) => Promise<{ id: string }>;
}

/**
 * GET getDataSyncProperties/{variant} and POST dataSync (cross-cutting.md sections 3, 4 and 7): what
 * the backend wants the app to tell it (neededDataProperties) and the app's answer, at most once every
 * 604800000 ms per customer. Bank access token required (401 without).
 */
export function registerDataSyncRoutes(app: FastifyInstance, deps: DataSyncRouteDeps): void {
  app.get('/getDataSyncProperties/:variant', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const { variant } = parse(variantParam, request.params);
    const last = await lastDataSyncAt(deps.db, customer.id);
    reply.header('cache-control', 'no-store');
    return {
      neededDataProperties: neededDataProperties(variant),
      syncIntervalMs: DATA_SYNC_INTERVAL_MS,
      lastSyncAt: last ? last.getTime() : null,
    };
  });

  app.post('/dataSync', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(dataSyncBody, request.body);
    const result = await storeDataSync(deps.db, customer.id, body, deps.now());
    if (!result.stored) {
      return reply.code(429).header('cache-control', 'no-store').send({
        status: 429,
        message: 'Sincronização já feita nesta semana',
        details: 'A próxima sincronização fica para depois de nextAt',
        reason: 'dataSyncTooSoon',
        nextAt: result.nextAt,
      });
    }
    return reply.code(202).send({ id: result.id });
  });
}
