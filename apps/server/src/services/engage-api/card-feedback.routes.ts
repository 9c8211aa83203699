import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FinancingError, parse } from '../financing-api/public.ts';
import {
  acceptImageBodies,
  type FileStore,
  feedbackBody,
  feedbackHasImage,
  feedbackOwner,
  feedbackScope,
  IMAGE_MAX_BYTES,
  ownFeedback,
  SIGNED_UPLOAD_FIELDS,
  signedUploadUrl,
  storeFeedback,
  storeSignedImage,
} from '../product-api/public.ts';
import type { Db } from './engage-database.ts';
import { storyKnown } from './feed.service.ts';

/** The card feedback's refusals (docs/engage-api.md, 40300-40309). */
export const CARD_FEEDBACK_CODES = {
  unknownCard: 40300,
  unknownFeedback: 40301,
  notACardFeedback: 40302,
  hasImage: 40303,
} as const;

const STORY_ID = /^[a-z0-9-]{1,60}$/;
/** The feedback payload of the product backend, about one card of the feed: its cardId is the story id. */
const cardFeedbackBody = feedbackBody.superRefine((b, ctx) => {
  if (!b.feedBackJson.cardId || !STORY_ID.test(b.feedBackJson.cardId))
    ctx.addIssue({
      code: 'custom',
      message: 'deve ser o storyid de um card',
      path: ['feedBackJson', 'cardId'],
    });
});
const uploadUrlBody = z.strictObject({
  feedbackId: z.string().uuid('deve ser o id do feedback'),
  size: z.number().int().min(1).max(IMAGE_MAX_BYTES),
});
const uploadQuery = z.strictObject({ feedback: z.string().uuid(), ...SIGNED_UPLOAD_FIELDS });

export interface CardFeedbackDeps {
  db: Db;
  now: () => Date;
  files: FileStore;
  uploadKey: string;
  customerOf: (authorization: string | undefined) => Promise<string>;
}

const unknownFeedback = () =>
  new FinancingError(
    404,
    'Feedback não encontrado',
    'Nenhum feedback com este id para este cliente',
    undefined,
    CARD_FEEDBACK_CODES.unknownFeedback,
  );

/**
 * The feedback on a card of the feed (cross-cutting.md section 7, the Engage service's feedBack and image
 * upload; section 3, Feedback payload with its cardId): kept as the product backend keeps the customer's
 * feedback (same table, same hourly limit), with at most one image through a signed URL, stored and
 * checked by the support chat's file store and image checks.
 */
export function registerCardFeedbackRoutes(app: FastifyInstance, deps: CardFeedbackDeps): void {
  acceptImageBodies(app);

  app.post('/feedBack', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const customerId = await deps.customerOf(request.headers.authorization);
    const body = parse(cardFeedbackBody, request.body);
    const cardId = body.feedBackJson.cardId ?? '';
    if (!(await storyKnown(deps.db, customerId, cardId, deps.now())))
      throw new FinancingError(
        404,
        'Card não encontrado',
        cardId,
        undefined,
        CARD_FEEDBACK_CODES.unknownCard,
      );
    return reply.code(201).send(await storeFeedback(deps.db, customerId, body, deps.now()));
  });

  /** The image upload's secure URL: one JPEG or PNG of `size` bytes on the customer's card feedback. */
  app.post('/imageUpload', async (request, reply) => {
    const customerId = await deps.customerOf(request.headers.authorization);
    const body = parse(uploadUrlBody, request.body);
    const feedback = await ownFeedback(deps.db, customerId, body.feedbackId);
    if (!feedback) throw unknownFeedback();
    if (!feedback.cardId)
      throw new FinancingError(
        409,
        'Só o feedback de um card leva imagem',
        '',
        undefined,
        CARD_FEEDBACK_CODES.notACardFeedback,
      );
    if (await feedbackHasImage(deps.db, feedback.id))
      throw new FinancingError(
        409,
        'Este feedback já tem imagem',
        '',
        undefined,
        CARD_FEEDBACK_CODES.hasImage,
      );
    return reply
      .code(201)
      .send(
        signedUploadUrl(
          `${app.prefix}/imageUpload`,
          'feedback',
          deps.uploadKey,
          { ticketId: feedback.id, ownerId: customerId, size: body.size },
          deps.now(),
        ),
      );
  });

  /** The image PUT to the signed URL: 201 `{ fileId, contentType, size }`. */
  app.put('/imageUpload', async (request, reply) => {
    const q = parse(uploadQuery, request.query);
    const ownerId = await feedbackOwner(deps.db, q.feedback);
    const image = {
      subject: q.feedback,
      ownerId,
      query: q,
      body: request.body,
      scope: feedbackScope(q.feedback),
    };
    const stored = await storeSignedImage(deps, image, deps.now());
    return reply.code(201).send(stored);
  });
}
