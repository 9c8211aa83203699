import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The operators' port (OPS_PORT, on OPS_HOST, 127.0.0.1 by default), never the public one: put it
 * where only the monitoring and the operators reach it.
 * - `GET /metrics`: the Prometheus text format;
 * - `POST /backup`: a consistent backup of the database, written to BACKUP_DIR; answers its file name
 *   (`npm run backup -w apps/server` calls it);
 * - `POST /gateway/rotate-key` (`?grace=<seconds>`, GATEWAY_KEY_GRACE_SECONDS otherwise): publishes a
 *   new gateway key, the old one opening calls for the grace period (`npm run gateway:rotate-key`).
 */
export async function serveOps(
  ops: {
    registry: Registry;
    backup: () => Promise<string>;
    rotateGatewayKey: (graceSeconds: number | undefined) => Promise<unknown>;
  },
  port: number,
  host: string,
): Promise<Server> {
  let backingUp = false;
  const server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/json') =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (req.method === 'GET' && req.url === '/metrics') {
      ops.registry.metrics().then(
        (text) => send(200, text, ops.registry.contentType),
        () => send(500, '{}'),
      );
      return;
    }
    if (req.method === 'POST' && req.url === '/backup') {
      if (backingUp) return send(409, JSON.stringify({ error: 'a backup is under way' }));
      backingUp = true;
      ops
        .backup()
        .then(
          (file) => send(200, JSON.stringify({ file })),
          () => send(500, JSON.stringify({ error: 'the backup failed; the server log says why' })),
        )
        .finally(() => {
          backingUp = false;
        });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://ops');
    if (req.method === 'POST' && url.pathname === '/gateway/rotate-key') {
      const grace = url.searchParams.get('grace');
      if (grace !== null && !/^\d{1,9}$/.test(grace)) {
        return send(400, JSON.stringify({ error: 'grace is a whole number of seconds' }));
      }
      ops.rotateGatewayKey(grace === null ? undefined : Number(grace)).then(
        (rotation) => send(200, JSON.stringify(rotation)),
        (err: unknown) => send(500, JSON.stringify({ error: (err as Error).message })),
      );
      return;
    }
    send(404, '{}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
