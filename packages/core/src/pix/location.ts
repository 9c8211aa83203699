import { URL_MAX_LENGTH } from './constants.ts';

/**
 * A PSP location as a BR Code carries it (26-25, 80-25): "{fqdn}/{path}", no scheme, at most 77
 * characters (Manual de Padrões para Iniciação do Pix, §2.5.2). Checked here: printable ASCII
 * without spaces, no "://", a host of at least two dot-separated labels (an optional port), then
 * "/" and a non-empty path. The payer's app still has to vet the domain before fetching it.
 */
export function isPspLocation(url: string): boolean {
  if (url.length === 0 || url.length > URL_MAX_LENGTH) return false;
  if (!/^[\x21-\x7e]+$/.test(url) || url.includes('://')) return false;
  const slash = url.indexOf('/');
  if (slash <= 0 || slash === url.length - 1) return false;
  const host = url.slice(0, slash);
  return /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?$/.test(
    host,
  );
}
