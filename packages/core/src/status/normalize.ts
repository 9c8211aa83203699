/**
 * Status texts arrive in varying case, with or without accents, spaces or underscores. They are
 * compared in one canonical form: accents removed, trimmed, upper case, runs of spaces, hyphens
 * and underscores as one '_' ("Em aberto", "EM_ABERTO" and "em-aberto" all read "EM_ABERTO").
 */
export function normalizeStatus(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '_');
}
