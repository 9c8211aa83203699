import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundAnswer } from './error-handler.ts';

/**
 * Serves the built web app at / when apps/web/dist exists: hashed files under /assets/ are cached for a
 * year, index.html never (so a deploy is picked up at once), and any other GET outside /api/ falls back
 * to index.html for the client-side router.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  const hasApp = existsSync(join(dist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      cacheControl: false,
      // apps/web's build writes .br and .gz beside each file (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const assets = filePath.includes(`${join(dist, 'assets')}`);
        res.setHeader('Cache-Control', assets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasApp && isPage && !isServicePath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(notFoundAnswer());
  });
  return hasApp;
}

/** The services' prefixes and the hashed files: never the client router's pages, however encoded. */
const SERVICE_PREFIXES = ['/api/', '/v1/', '/assets/'];

function isServicePath(url: string): boolean {
  const [path = ''] = url.split('?');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true; // a path that does not decode is no page of the app
  }
  return SERVICE_PREFIXES.some((prefix) => decoded.startsWith(prefix));
}
