import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredTables, type TableUse, tableRuleBroken, tableUses } from './test/table-rules.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));
const owners = new Map(
  files
    .filter((f) => f.path.endsWith('.table.ts'))
    .flatMap((f) => declaredTables(f.text).map((t) => [t, f.path] as const)),
);
const names = new Set(owners.keys());

describe('who touches which table (docs/decisions/0041)', () => {
  const uses = files.flatMap((f) => tableUses(f.path, f.text, names));

  it('reads every table file and finds the uses', () => {
    expect(owners.get('posting')).toBe('services/bank-api/modules/ledger/ledger.table.ts');
    expect(owners.get('feature_flag')).toBe('services/product-api/feature-flags.table.ts');
    expect(uses.length).toBeGreaterThan(300);
  });

  it('each service touches only its own tables, and only the ledger writes the ledger', () => {
    const broken = uses.flatMap((u) => {
      const why = tableRuleBroken(u, owners);
      return why ? [`${u.file} (${u.table}): ${why}`] : [];
    });
    expect([...new Set(broken)].join('\n')).toBe('');
  });

  it("catches a service reading another service's table", () => {
    const use: TableUse = { file: 'services/engage-api/x.ts', table: 'pix_key', write: false };
    expect(tableRuleBroken(use, owners)).toMatch(/belongs to bank-api/);
  });

  it('catches a bank module other than the ledger writing the ledger, and lets it read', () => {
    const file = 'services/bank-api/modules/account-state/x.ts';
    expect(tableRuleBroken({ file, table: 'account', write: true }, owners)).toMatch(/only the ledger/);
    expect(tableRuleBroken({ file, table: 'account', write: false }, owners)).toBeUndefined();
    const ledger = 'services/bank-api/modules/ledger/x.ts';
    expect(tableRuleBroken({ file: ledger, table: 'posting', write: true }, owners)).toBeUndefined();
  });

  it('reads writes in the SQL of sql`...` templates too', () => {
    const text = 'await sql`update account set status = 1`; await sql`select * from movement`;';
    expect(tableUses('services/bank-api/modules/pix/x.ts', text, names)).toEqual([
      { file: 'services/bank-api/modules/pix/x.ts', table: 'account', write: true },
      { file: 'services/bank-api/modules/pix/x.ts', table: 'movement', write: false },
    ]);
  });
});
