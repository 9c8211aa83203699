/** One relative import: both paths relative to apps/server/src, with their extension. */
export interface SourceImport {
  from: string;
  to: string;
}

type Area =
  | { kind: 'root' | 'tables' | 'platform' | 'sandbox' | 'test' | 'outside' }
  | { kind: 'service'; name: string };

function areaOf(path: string): Area {
  if (path.startsWith('..')) return { kind: 'outside' };
  if (path === 'tables.ts') return { kind: 'tables' };
  const [top, second] = path.split('/');
  if (top === 'services' && second) return { kind: 'service', name: second };
  if (top === 'platform' || top === 'sandbox' || top === 'test') return { kind: top };
  return { kind: 'root' };
}

const isTest = (path: string) => path.endsWith('.test.ts');
const isFrontDoor = (path: string) => /^services\/[^/]+\/public\.ts$/.test(path);

/**
 * Why an import breaks the house's rules, or undefined when it keeps them:
 * services -> platform -> core; tables.ts (every table, as Kysely sees it) gathers the services' table
 * sets (services/<name>/<name>-database.ts, platform/platform-database.ts) and the other *.table.ts
 * files, and is read only by the composition: app.ts, server.ts, the sandbox and the tests' setup,
 * never by a file under services/, which takes its handle from its own service's table set
 * (docs/decisions/0041); nothing in services/ or platform/ reaches the sandbox (it is wired in by
 * app.ts through the ports); a service, or the sandbox, reaches another service only through its
 * `public.ts`, and the bank never reaches the financing service, which depends on it; only tests reach
 * the test helpers. app.ts and server.ts compose everything, and the test helpers may reach anything.
 */
export function ruleBroken({ from, to }: SourceImport): string | undefined {
  const source = areaOf(from);
  const target = areaOf(to);
  if (source.kind === 'root' || source.kind === 'test' || target.kind === 'outside') return undefined;
  if (source.kind === 'tables') {
    return to.endsWith('.table.ts') || /^(services\/[^/]+|platform)\/[^/]+-database\.ts$/.test(to)
      ? undefined
      : "tables.ts gathers only the *.table.ts files and the services' table sets";
  }
  if (target.kind === 'test') return isTest(from) ? undefined : 'only tests import the test helpers';
  if (target.kind === 'root') return isTest(from) ? undefined : 'only tests import the composition root';
  if (source.kind === 'platform') {
    return target.kind === 'platform' ? undefined : 'platform/ imports only platform/';
  }
  if (target.kind === 'tables') {
    return source.kind === 'service'
      ? `a service sees only its own tables: import services/${source.name}/${source.name.replace(/-api$/, '')}-database.ts`
      : undefined;
  }
  if (target.kind === 'sandbox') {
    return source.kind === 'sandbox' ? undefined : 'only app.ts wires the sandbox in';
  }
  if (target.kind !== 'service') return undefined;
  if (source.kind === 'service' && source.name === target.name) return undefined;
  if (source.kind === 'service' && source.name === 'bank-api' && target.name === 'financing-api') {
    return 'the bank never depends on the financing service: the financing service uses the bank (decision 0042)';
  }
  return isFrontDoor(to)
    ? undefined
    : `another service is reached only through services/${target.name}/public.ts`;
}

/** Every broken rule, as "from -> to: why". */
export function importViolations(imports: readonly SourceImport[]): string[] {
  return imports.flatMap((i) => {
    const why = ruleBroken(i);
    return why ? [`${i.from} -> ${i.to}: ${why}`] : [];
  });
}
