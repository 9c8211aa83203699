/**
 * Who may touch which table (docs/decisions/0041). Each *.table.ts file names the tables of the area
 * it sits in; a service touches only its own tables and reaches another's data through that service's
 * `public.ts`; inside bank-api, only the ledger module writes the ledger's tables. The sandbox (the
 * outside world and the demo seed) and the migrations are outside these rules.
 */

/** One use of a table by a source file: paths relative to apps/server/src. */
export interface TableUse {
  file: string;
  table: string;
  write: boolean;
}

/** The tables only the ledger module writes: an account's balance moves with its postings. */
export const LEDGER_TABLES = ['account', 'movement', 'posting'] as const;

/** The service a path belongs to ('platform' for platform/), or undefined outside the rules. */
export function serviceOf(path: string): string | undefined {
  const [top, second] = path.split('/');
  if (top === 'services' && second) return second;
  if (top === 'platform') return path.includes('/migrations/') ? undefined : 'platform';
  return undefined;
}

const BANK_MODULE = /^services\/bank-api\/modules\/([^/]+)\//;

/** Why a use breaks the rules, or undefined. `owners` maps each table to its *.table.ts path. */
export function tableRuleBroken(use: TableUse, owners: ReadonlyMap<string, string>): string | undefined {
  const owner = owners.get(use.table);
  const user = serviceOf(use.file);
  if (!owner || !user) return undefined;
  const ownerService = serviceOf(owner);
  if (ownerService !== user) {
    return `${use.table} belongs to ${ownerService}: reach it through services/${ownerService}/public.ts`;
  }
  if (use.write && (LEDGER_TABLES as readonly string[]).includes(use.table)) {
    if (BANK_MODULE.exec(use.file)?.[1] !== 'ledger') return `only the ledger module writes ${use.table}`;
  }
  return undefined;
}

const BUILDER =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*['"`](\w+)/g;
const RAW = /\b(from|join|into|update)\s+"?(\w+)"?/gi;
const RAW_WRITES = new Set(['into', 'update']);
const BUILDER_WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** The tables a source text uses: Kysely's builder calls, and the SQL inside sql`...` templates. */
export function tableUses(file: string, text: string, tables: ReadonlySet<string>): TableUse[] {
  const uses: TableUse[] = [];
  for (const m of text.matchAll(BUILDER)) {
    const [, call, table] = m;
    if (table && tables.has(table)) uses.push({ file, table, write: BUILDER_WRITES.has(call ?? '') });
  }
  for (const template of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g)) {
    const body = template[1] ?? '';
    for (const m of body.matchAll(RAW)) {
      const [, word, table] = m;
      if (!table || !tables.has(table)) continue;
      const write =
        RAW_WRITES.has((word ?? '').toLowerCase()) || /\bdelete\s+from\s*$/i.test(body.slice(0, m.index));
      uses.push({ file, table, write });
    }
  }
  return uses;
}

/** The table names a *.table.ts text declares in its `...Tables` interfaces. */
export function declaredTables(text: string): string[] {
  return [...text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/^\s*(\w+)\s*:/gm)].map((n) => n[1] ?? ''),
  );
}
