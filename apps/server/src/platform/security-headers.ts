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
    // The sandbox card processor's details page is the one page the app may frame (same origin).
    const framed = request.url.startsWith('/api/sandbox/cards/frame');
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
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    // The financing service too (its login hands out a token), but for the public phone pictures
    // its routes mark cacheable themselves.
    else if (request.url.startsWith('/v1/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    // HSTS only over HTTPS: the request's own, or the one a trusted proxy reports (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
