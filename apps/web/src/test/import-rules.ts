/** One relative import: both paths relative to apps/web/src. */
export interface WebImport {
  from: string;
  to: string;
}

const SHARED = new Set(['lib', 'components', 'native', 'styles']);

/**
 * Why an import breaks the web's rules, or undefined when it keeps them: a feature
 * (features/<area>/) imports no other feature; the shared shelves (lib/, components/, native/,
 * styles/) import no feature; only app/ (the router) and tests compose features; the shared rules
 * are reached as the @carteira/core package, never by a relative path out of the app.
 */
export function webRuleBroken({ from, to }: WebImport): string | undefined {
  if (to.startsWith('..')) return 'reach packages/core as @carteira/core, not by a relative path';
  const [fromTop, fromArea] = from.split('/');
  const [toTop, toArea] = to.split('/');
  if (toTop !== 'features' || from.includes('.test.')) return undefined;
  if (fromTop === 'features' && fromArea !== toArea) {
    return `a feature imports no other feature (features/${toArea}); move what both need to lib/ or components/`;
  }
  if (fromTop && SHARED.has(fromTop)) return `${fromTop}/ is shared: it imports no feature`;
  return undefined;
}

/** Every broken rule, as "from -> to: why". */
export function webImportViolations(imports: readonly WebImport[]): string[] {
  return imports.flatMap((i) => {
    const why = webRuleBroken(i);
    return why ? [`${i.from} -> ${i.to}: ${why}`] : [];
  });
}
