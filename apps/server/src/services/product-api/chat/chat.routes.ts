import type { FastifyInstance } from 'fastify';
import { parse } from '../../financing-api/public.ts';
import type { Db } from '../product-database.ts';
import {
  fileQuery,
  openTicketBody,
  postCommentBody,
  postRatingsBody,
  secureUrlBody,
  ticketIdBody,
  uploadQuery,
} from './chat.schemas.ts';
import {
  listTickets,
  openTicket,
  openTicketOwner,
  postComment,
  rateTicket,
  readOwnFile,
  ticketComments,
  ticketScope,
  uploadableTicket,
} from './chat.service.ts';
import type { FileStore } from './file-store.ts';
import { acceptImageBodies, signedUploadUrl, storeSignedImage } from './signed-image.ts';

export interface ChatRouteDeps {
  db: Db;
  now: () => Date;
  files: FileStore;
  /** UPLOAD_URL_KEY: the HMAC key of the signed upload URLs. */
  uploadKey: string;
  /** The customer behind the bank access token, or 401. */
  customerOf: (authorization: string | undefined) => Promise<{ id: string; cpf: string }>;
  /** Whether the chatbot flag is on for this customer (cross-cutting.md section 6). */
  chatbotOn: (customer: { id: string; cpf: string }) => Promise<boolean>;
}

/**
 * The support chat's calls under /chat (cross-cutting.md section 7: the chat POSTs, all JSON; the
 * chatbot's secure URL and image PUT). Each is the bank session's customer's, never anyone else's.
 */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  acceptImageBodies(app);

  app.post('/chat/ticketsList', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return { chatbot: await deps.chatbotOn(customer), tickets: await listTickets(deps.db, customer.id) };
  });

  app.post('/chat/openTicket', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(openTicketBody, request.body);
    return reply.code(201).send(await openTicket(deps.db, customer.id, body, deps.now()));
  });

  app.post('/chat/ticketComments', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(ticketIdBody, request.body);
    reply.header('cache-control', 'no-store');
    return ticketComments(deps.db, customer.id, body.ticketId);
  });

  app.post('/chat/postComment', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(postCommentBody, request.body);
    return reply.code(201).send(await postComment(deps.db, customer.id, body, deps.now()));
  });

  app.post('/chat/postRatings', async (request) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(postRatingsBody, request.body);
    return rateTicket(deps.db, customer.id, body, deps.now());
  });

  /** The secure URL: one image of `size` bytes on the customer's open ticket, for 5 minutes. */
  app.post('/chat/secureUrl', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const body = parse(secureUrlBody, request.body);
    await uploadableTicket(deps.db, customer.id, body.ticketId);
    reply.header('cache-control', 'no-store');
    return signedUploadUrl(
      `${app.prefix}/chat/upload`,
      'ticket',
      deps.uploadKey,
      { ticketId: body.ticketId, ownerId: customer.id, size: body.size },
      deps.now(),
    );
  });

  /**
   * The image PUT to a signed URL: the signature is the whole authority (ticket, owner, expiry, size,
   * nonce); the bytes are checked by content and stored without their metadata. 201 `{ fileId }`.
   */
  app.put('/chat/upload', async (request, reply) => {
    const q = parse(uploadQuery, request.query);
    const ownerId = await openTicketOwner(deps.db, q.ticket);
    const image = { subject: q.ticket, ownerId, query: q, body: request.body, scope: ticketScope(q.ticket) };
    const stored = await storeSignedImage(deps, image, deps.now());
    return reply.code(201).send(stored);
  });

  /** An image of the customer's own tickets, as stored (no metadata); anyone else's is 404 / 40460. */
  app.get('/chat/file', async (request, reply) => {
    const customer = await deps.customerOf(request.headers.authorization);
    const q = parse(fileQuery, request.query);
    const file = await readOwnFile(deps.files, customer.id, q.id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(Buffer.from(file.bytes));
  });
}
