import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../product-database.ts';

/** A file as the store gives it back. */
export interface StoredFile {
  id: string;
  ownerId: string;
  scope: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  createdAt: Date;
}

export interface NewFile {
  ownerId: string;
  scope: string;
  contentType: string;
  bytes: Uint8Array;
  /** The signed URL's nonce: the store keeps one file per nonce and refuses a second. */
  nonce: string;
  at: Date;
}

/**
 * Where the product backend keeps files (the images of the support chat): a port the bank owns. The
 * one adapter, databaseFileStore, keeps the bytes in the database, so it works on PGlite and
 * PostgreSQL alike and the database's backup holds them. Who may read a file is the caller's rule,
 * never the store's.
 */
export interface FileStore {
  /** Stores the file; undefined when the nonce was used already (nothing stored). */
  put(file: NewFile, db?: Executor): Promise<{ id: string; size: number; sha256: string } | undefined>;
  get(id: string, db?: Executor): Promise<StoredFile | undefined>;
}

export function databaseFileStore(db: Executor): FileStore {
  return {
    async put(file, on = db) {
      const id = randomUUID();
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const stored = await on
        .insertInto('stored_file')
        .values({
          id,
          owner_id: file.ownerId,
          scope: file.scope,
          content_type: file.contentType,
          size: file.bytes.length,
          sha256,
          bytes: file.bytes,
          upload_nonce: file.nonce,
          created_at: file.at,
        })
        .onConflict((oc) => oc.column('upload_nonce').doNothing())
        .returning('id')
        .executeTakeFirst();
      return stored ? { id, size: file.bytes.length, sha256 } : undefined;
    },
    async get(id, on = db) {
      const row = await on.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        ownerId: row.owner_id,
        scope: row.scope,
        contentType: row.content_type,
        size: row.size,
        sha256: row.sha256,
        bytes: new Uint8Array(row.bytes),
        createdAt: new Date(row.created_at),
      };
    },
  };
}
