import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPackages, type PackageReader, packageDirOf } from './oss-licenses.ts';

describe('packageDirOf', () => {
  it('names the package after the last node_modules, scoped or not, with queries and virtual prefixes', () => {
    expect(packageDirOf('/r/node_modules/react/cjs/react.production.js')).toBe(
      join('/r/node_modules', 'react'),
    );
    expect(
      packageDirOf('\0/r/node_modules/@tanstack/query-core/build/modern/index.js?commonjs-es-import'),
    ).toBe(join('/r/node_modules', '@tanstack', 'query-core'));
    expect(packageDirOf('/r/node_modules/react-router/node_modules/cookie/dist/index.js')).toBe(
      join('/r/node_modules/react-router/node_modules', 'cookie'),
    );
  });

  it('leaves the app and the workspace packages out', () => {
    expect(packageDirOf('/r/apps/web/src/main.tsx')).toBeNull();
    expect(packageDirOf('/r/packages/core/src/money/index.ts')).toBeNull();
    expect(packageDirOf('\0vite/modulepreload-polyfill.js')).toBeNull();
  });
});

describe('collectPackages', () => {
  const files: Record<string, { pkg: Record<string, unknown>; text: string | null }> = {
    [join('/r/node_modules', 'react')]: {
      pkg: { name: 'react', version: '19.3.1', license: 'MIT' },
      text: 'MIT License',
    },
    [join('/r/node_modules', '@scope', 'old')]: {
      pkg: { name: '@scope/old', version: '1.0.0', licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] },
      text: null,
    },
    [join('/r/node_modules', 'bare')]: { pkg: { name: 'bare', version: '2.0.0' }, text: null },
  };
  const reader: PackageReader = {
    packageJson: (dir) => files[dir]?.pkg ?? null,
    licenseText: (dir) => files[dir]?.text ?? null,
  };

  it('lists each package once with its licence field and text, sorted by name', () => {
    const list = collectPackages(
      [
        '/r/node_modules/react/index.js',
        '/r/node_modules/react/cjs/react.production.js',
        '/r/node_modules/bare/index.js',
        '/r/node_modules/@scope/old/lib/a.js',
        '/r/apps/web/src/main.tsx',
      ],
      reader,
    );
    expect(list).toEqual([
      { name: '@scope/old', version: '1.0.0', license: '(MIT OR Apache-2.0)', licenseText: null },
      { name: 'bare', version: '2.0.0', license: 'UNKNOWN', licenseText: null },
      { name: 'react', version: '19.3.1', license: 'MIT', licenseText: 'MIT License' },
    ]);
  });

  it('reads the real package.json and LICENSE of an installed package', () => {
    const root = join(import.meta.dirname, '..', '..', '..', 'node_modules');
    const [react] = collectPackages([join(root, 'react', 'index.js')]);
    expect(react?.name).toBe('react');
    expect(react?.license).toBe('MIT');
    expect(react?.licenseText).toContain('Permission is hereby granted');
  });
});
