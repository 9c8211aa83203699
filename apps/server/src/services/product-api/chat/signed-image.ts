import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badUpload, uploadRefused } from './chat.errors.ts';
import type { FileStore } from './file-store.ts';
import { checkImage, IMAGE_MAX_BYTES } from './image-check.ts';
import { signUpload, type UploadGrant, verifyUpload } from './upload-signature.ts';

/** The signed URL's own fields in its query, beside the subject's id each caller names. */
export const SIGNED_UPLOAD_FIELDS = {
  expires: z.coerce.number().int().positive(),
  size: z.coerce.number().int().min(1).max(IMAGE_MAX_BYTES),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
};

/** The image PUT's body, as bytes: a JPEG, a PNG or untyped, at most the image limit. */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

const IMAGE_PROBLEMS = {
  empty: 'A imagem está vazia',
  tooLarge: `A imagem pode ter até ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  notAnImage: 'Envie uma foto JPEG ou PNG',
  malformed: 'A imagem está corrompida',
} as const;

/**
 * The secure URL: one image of `size` bytes on the subject (a ticket, a feedback) for its owner, for 5
 * minutes; `subjectParam` names the subject in the URL's query.
 */
export function signedUploadUrl(
  path: string,
  subjectParam: string,
  uploadKey: string,
  subject: Omit<UploadGrant, 'nonce' | 'expires'>,
  now: Date,
) {
  const { grant, signature } = signUpload(uploadKey, subject, now);
  const query = new URLSearchParams({
    [subjectParam]: grant.ticketId,
    expires: String(grant.expires),
    size: String(grant.size),
    nonce: grant.nonce,
    signature,
  });
  return { uploadUrl: `${path}?${query}`, method: 'PUT', expiresAt: new Date(grant.expires).toISOString() };
}

export interface SignedImage {
  /** What the image is attached to (a ticket, a feedback), and its owner (none: refused). */
  subject: string;
  ownerId: string | undefined;
  /** The URL's signed fields, as its query gave them. */
  query: { expires: number; size: number; nonce: string; signature: string };
  body: unknown;
  /** Where the file belongs (a ticket's, a feedback's): only its owner reads it. */
  scope: string;
}

/**
 * The image PUT to a signed URL, for whatever it is attached to (the chat's tickets, the engagement
 * service's card feedback): the signature is the whole authority (subject, owner, expiry, size, nonce);
 * the bytes are checked by content and stored without their metadata. Refused: 403 a bad signature, 410
 * expired, 400 a size other than agreed or not a JPEG or PNG that holds, 409 a URL used already.
 */
export async function storeSignedImage(
  deps: { files: FileStore; uploadKey: string },
  image: SignedImage,
  now: Date,
): Promise<{ fileId: string; contentType: string; size: number }> {
  const { expires, size, nonce, signature } = image.query;
  const grant: UploadGrant = { ticketId: image.subject, ownerId: image.ownerId ?? '', expires, size, nonce };
  const verdict = grant.ownerId ? verifyUpload(deps.uploadKey, grant, signature, now) : 'badSignature';
  if (verdict === 'badSignature') throw uploadRefused(403, 'Endereço de envio inválido');
  if (verdict === 'expired') throw uploadRefused(410, 'Endereço de envio expirado', 'Peça um novo endereço');
  const bytes = Buffer.isBuffer(image.body) ? new Uint8Array(image.body) : new Uint8Array();
  if (bytes.length !== grant.size)
    throw badUpload('O tamanho da imagem não é o combinado', `Esperados ${grant.size} bytes`);
  const checked = checkImage(bytes);
  if (!checked.ok) throw badUpload(IMAGE_PROBLEMS[checked.problem]);
  const stored = await deps.files.put({
    ownerId: grant.ownerId,
    scope: image.scope,
    contentType: checked.type,
    bytes: checked.bytes,
    nonce: grant.nonce,
    at: now,
  });
  if (!stored) throw uploadRefused(409, 'Este endereço de envio já foi usado', 'Peça um novo endereço');
  return { fileId: stored.id, contentType: checked.type, size: stored.size };
}
