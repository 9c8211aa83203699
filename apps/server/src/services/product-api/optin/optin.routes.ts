import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../financing-api/public.ts';
import type { Db, Executor } from '../product-database.ts';
import { optinStatus, PURPOSES, preUpdateBody, recordOptin, setOptinBody } from './optin.service.ts';

/**
 * The opt-ins (cross-cutting.md section 7: POST setOptinStatus, preUpdateOptin, GET getOptinStatus/{id}),
 * for the session's customer: marketing (/marketOptin), push (/pushOptin) and location (/locationConsent). preUpdateOptin keeps a
 * yes that waits for the device's word (pending); setOptinStatus keeps opted in or out.
 */
export function registerOptinRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    customerOf: (header: string | undefined) => Promise<{ id: string }>;
    /** The bank forgets the places of the customer's logins when the location consent goes. */
    onLocationWithdrawn: (trx: Executor, customerId: string) => Promise<void>;
  },
): void {
  app.get<{ Params: { id: string } }>('/getOptinStatus/:id', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const { id } = parse(z.strictObject({ id: z.enum(PURPOSES) }), request.params);
    reply.header('cache-control', 'no-store');
    return optinStatus(deps.db, customer.id, id);
  });

  app.post('/setOptinStatus', async (request) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(setOptinBody, request.body);
    return recordOptin(deps.db, customer.id, body, deps.now(), deps.onLocationWithdrawn);
  });

  app.post('/preUpdateOptin', async (request) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(preUpdateBody, request.body);
    return recordOptin(
      deps.db,
      customer.id,
      { ...body, status: 'PENDING' },
      deps.now(),
      deps.onLocationWithdrawn,
    );
  });
}
