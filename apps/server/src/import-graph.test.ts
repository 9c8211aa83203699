import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importViolations, ruleBroken, type SourceImport } from './test/import-rules.ts';
import { runtimeCycles, runtimeImports } from './test/runtime-cycles.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of every file under src/, as paths relative to src/. */
function importsOf(file: string): SourceImport[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => ({
      from: relative(SRC, file),
      to: relative(SRC, resolve(dirname(file), name)),
    }));
}

describe('the import graph (ARCHITECTURE.md, Rules of the house; docs/decisions/0007)', () => {
  const imports = sourceFiles(SRC).flatMap(importsOf);

  it('reads the whole tree', () => {
    expect(imports.length).toBeGreaterThan(500);
  });

  it('runs services -> platform -> core, with the sandbox outside and one front door per service', () => {
    expect(importViolations(imports).join('\n')).toBe('');
  });

  it("keeps every table out of a service's reach: only the composition imports tables.ts (0041)", () => {
    const tables = (from: string) => ruleBroken({ from, to: 'tables.ts' });
    expect(tables('services/financing-api/down-payment/refund.ts')).toMatch(
      /import services\/financing-api\/financing-database\.ts/,
    );
    expect(tables('services/bank-api/modules/pix/pix.test.ts')).toMatch(/bank-database\.ts/);
    for (const composition of ['app.ts', 'server.ts', 'sandbox/seed.ts', 'test/test-app.ts']) {
      expect(tables(composition)).toBeUndefined();
    }
    const intoServices = imports.filter((i) => i.to === 'tables.ts' && i.from.startsWith('services/'));
    expect(intoServices.map((i) => i.from)).toEqual([]);
  });

  it('has no circle of files importing each other at run time (type imports aside)', () => {
    const files = sourceFiles(SRC).filter((f) => !f.endsWith('.test.ts'));
    const graph = new Map(files.map((f) => [f, runtimeImports(f, readFileSync(f, 'utf8'))]));
    const cycles = runtimeCycles(graph).map((group) => group.map((f) => relative(SRC, f)).join(' <-> '));
    expect(cycles.join('\n')).toBe('');
    expect(
      runtimeCycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
  });
});
