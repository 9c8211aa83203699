import { sessionStore } from '../session/session.ts';

/** A call to the engagement service or the product backend that failed: its HTTP status (0: none came back). */
export class EngageCallError extends Error {
  constructor(readonly status: number) {
    super(`engage ${status}`);
    this.name = 'EngageCallError';
  }
}

/**
 * One bearer call to the engagement service (/api/engage, docs/engage-api.md) or the product backend's
 * opt-ins (/api/product): the bank session's token goes with it, and a 401 ends the session.
 */
export async function engageCall<T>(url: string, body?: unknown): Promise<T> {
  const token = sessionStore.get()?.token.value;
  if (!token) throw new EngageCallError(401);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new EngageCallError(0);
  }
  if (!response.ok) {
    if (response.status === 401) sessionStore.clear('expired');
    throw new EngageCallError(response.status);
  }
  return (await response.json()) as T;
}
