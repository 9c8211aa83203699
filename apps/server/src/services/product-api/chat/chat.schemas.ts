import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './image-check.ts';
import { SIGNED_UPLOAD_FIELDS } from './signed-image.ts';

/** What a customer types: no control characters but line breaks and tabs. */
const TYPED_TEXT = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
const PRINTABLE = /^[^\p{Cc}]*$/u;
export const COMMENT_MAX = 2000;

const id = z.string().uuid('deve ser o id do chamado');

/**
 * What failed, when a ticket is opened from an error screen: the app's route and the error code, and
 * nothing else (no field of the failed request, so never a PIN or a password).
 */
export const ticketOrigin = z.strictObject({
  route: z.string().regex(/^\/[A-Za-z0-9_-]{1,60}$/, 'deve ser uma rota do app, como /insertBoleto'),
  code: z.number().int().min(1).max(99_999).nullable(),
});

export const openTicketBody = z.strictObject({
  subject: z.string().trim().min(3).max(120).regex(PRINTABLE, 'não pode ter caracteres de controle'),
  message: z.string().trim().min(1).max(COMMENT_MAX).regex(TYPED_TEXT, 'não pode ter caracteres de controle'),
  origin: ticketOrigin.nullable().optional(),
});

export const ticketIdBody = z.strictObject({ ticketId: id });

export const postCommentBody = z
  .strictObject({
    ticketId: id,
    message: z.string().trim().max(COMMENT_MAX).regex(TYPED_TEXT, 'não pode ter caracteres de controle'),
    fileId: z.string().uuid('deve ser o id da imagem enviada').nullable().optional(),
  })
  .refine((b) => b.message.length > 0 || b.fileId, {
    message: 'escreva uma mensagem ou anexe uma imagem',
    path: ['message'],
  });

export const postRatingsBody = z.strictObject({
  ticketId: id,
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).regex(TYPED_TEXT, 'não pode ter caracteres de controle').optional(),
});

export const secureUrlBody = z.strictObject({
  ticketId: id,
  contentType: z.enum(IMAGE_TYPES),
  size: z
    .number()
    .int()
    .min(1)
    .max(IMAGE_MAX_BYTES, `a imagem pode ter até ${IMAGE_MAX_BYTES / 1024 / 1024} MB`),
});

export const uploadQuery = z.strictObject({ ticket: id, ...SIGNED_UPLOAD_FIELDS });

export const fileQuery = z.strictObject({ id: z.string().uuid('deve ser o id da imagem') });

export type OpenTicketBody = z.output<typeof openTicketBody>;
export type PostCommentBody = z.output<typeof postCommentBody>;
export type PostRatingsBody = z.output<typeof postRatingsBody>;
