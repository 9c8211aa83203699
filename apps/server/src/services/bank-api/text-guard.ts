/**
 * Text that no bank field may carry, checked once for the whole body before any route's schema:
 * control characters (C0 but tab, line feed and carriage return; DEL; C1), which PostgreSQL refuses
 * (NUL) or a log or a receipt would misread, and lone UTF-16 surrogates, which are no text at all.
 * Object keys are checked like values.
 */
const CONTROL = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]`;
const LONE_SURROGATE = String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;
const UNSAFE = new RegExp(`${CONTROL}|${LONE_SURROGATE}`);

/** Nesting deeper than this is refused too: no bank body comes near it. */
export const MAX_DEPTH = 16;

export type TextProblem = { path: PropertyKey[]; kind: 'unsafe-text' | 'too-deep' };

/** The first unsafe string or key in a parsed JSON body, with its path; undefined when clean. */
export function findUnsafeText(value: unknown, path: PropertyKey[] = []): TextProblem | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? { path, kind: 'unsafe-text' } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return { path, kind: 'too-deep' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE.test(key)) return { path: [...path, '(chave)'], kind: 'unsafe-text' };
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
