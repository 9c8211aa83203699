// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { webImportViolations } from './test/import-rules.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of every file under src/ (static, dynamic and re-exports), relative to src/. */
function importsOf(file: string) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => ({ from: relative(SRC, file), to: relative(SRC, resolve(dirname(file), name)) }));
}

describe('the web import graph (docs/architecture.md, Rules of the house)', () => {
  const imports = sourceFiles(SRC).flatMap(importsOf);

  it('reads the whole tree', () => {
    expect(imports.length).toBeGreaterThan(1000);
  });

  it('keeps features apart: no feature imports another, and lib, components and native import none', () => {
    expect(webImportViolations(imports).join('\n')).toBe('');
  });
});
