import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy for the built web app: everything from this origin; inline styles for
 * the style attributes components set; data:/blob: images for generated QR codes and camera captures.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A year, subdomains included: sent only on answers that came over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer, written by hand in one onSend hook. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Headers follow the path as routed (percent-decoded), never the raw URL: /%61pi/... is /api/...
    // A request no route took (a 404) has no routed path, and gets the strictest headers.
    const routed = request.routeOptions.url;
    // The sandbox card processor's details page is the one page the app may frame (same origin).
    const framed = routed === '/api/sandbox/cards/frame';
    reply.header(
      'Content-Security-Policy',
      framed
        ? CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
        : CONTENT_SECURITY_POLICY,
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=()');
    // no-store on every answer but those that chose their own: the web app's files (static, index.html
    // no-cache) and the financing service's public phone pictures. The bank's /api/ answers always.
    if (routed?.startsWith('/api/') || !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    // HSTS only over HTTPS: the request's own, or the one a trusted proxy reports (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
