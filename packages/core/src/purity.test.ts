import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Test files and the test vectors and helpers only tests import. */
const forTestsOnly = (path: string) =>
  path.endsWith('.test.ts') || path.startsWith('test-support/') || /test-(vectors|helpers)\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Why an import of core's runtime code breaks its purity, or undefined: core runs unchanged in the
 * browser and in Node, so it imports only its own files (no package, no node: module, nothing of
 * the apps), and no runtime file imports what only tests use.
 */
function purityBroken(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return `imports ${spec}: core imports only its own files`;
  const to = relative(SRC, resolve(SRC, dirname(from), spec));
  if (to.startsWith('..')) return `reaches ${to}, outside packages/core/src`;
  if (forTestsOnly(to)) return `imports ${to}, which only tests may use`;
  return undefined;
}

describe('core is pure (docs/architecture.md, Rules of the house)', () => {
  const files = sourceFiles(SRC)
    .map((file) => relative(SRC, file))
    .filter((file) => !forTestsOnly(file));

  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('imports nothing but its own runtime files', () => {
    const broken = files.flatMap((file) =>
      ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true).importedFiles.flatMap((f) => {
        const why = purityBroken(file, f.fileName);
        return why ? [`${file}: ${why}`] : [];
      }),
    );
    expect(broken.join('\n')).toBe('');
  });

  it('names each kind of broken import', () => {
    expect(purityBroken('money/a.ts', 'node:crypto')).toMatch(/only its own files/);
    expect(purityBroken('money/a.ts', 'react')).toMatch(/only its own files/);
    expect(purityBroken('money/a.ts', '../../../../apps/web/src/lib/x.ts')).toMatch(/outside/);
    expect(purityBroken('pix/a.ts', './test-vectors.ts')).toMatch(/only tests/);
    expect(purityBroken('pix/a.ts', '../money/index.ts')).toBeUndefined();
  });
});
