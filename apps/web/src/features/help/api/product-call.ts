import { sessionStore } from '../../../lib/session/session.ts';

/** The product backend (docs/product-api.md). */
export const PRODUCT_BASE = '/api/product';

/** A help or chat call that failed: the HTTP status (0 when nothing came back) and the bank code, if any. */
export class ProductCallError extends Error {
  constructor(
    readonly status: number,
    readonly code?: number,
  ) {
    super(`product backend ${status}${code ? ` / ${code}` : ''}`);
    this.name = 'ProductCallError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** JSON, or the raw bytes of an upload. */
  body?: unknown;
  raw?: Blob;
  /** The bank session's bearer token goes with it (the chat); the help content is public. */
  auth?: boolean;
  /** The answer as a Blob (an image) rather than JSON. */
  blob?: boolean;
}

/** One call to the product backend; a 401 ends the session (the app then asks for the login). */
export async function productCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: options.blob ? 'image/*' : 'application/json' };
  if (options.auth) {
    const token = sessionStore.get()?.token.value;
    if (!token) throw new ProductCallError(401);
    headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw) headers['content-type'] = options.raw.type || 'application/octet-stream';
  let response: Response;
  try {
    response = await fetch(path.startsWith('/') ? path : `${PRODUCT_BASE}/${path}`, {
      method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
      headers,
      ...(options.raw ? { body: options.raw } : {}),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    throw new ProductCallError(0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
    if (response.status === 401 && options.auth) sessionStore.clear('expired');
    throw new ProductCallError(response.status, typeof body?.code === 'number' ? body.code : undefined);
  }
  return (options.blob ? response.blob() : response.json()) as Promise<T>;
}
