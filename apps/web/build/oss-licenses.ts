import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One third-party package in the built app, with its licence as the package ships it. */
export interface OssPackage {
  name: string;
  version: string;
  /** The SPDX expression of the package's package.json ("MIT", "(MIT OR Apache-2.0)"); "UNKNOWN" when it has none. */
  license: string;
  /** The package's LICENSE (or COPYING) file, when it ships one. */
  licenseText: string | null;
}

/** Where the list is written in dist/: outside assets/, so it is revalidated like index.html. */
export const OSS_LICENSES_FILE = 'oss-licenses.json';

const NODE_MODULES = /[\\/]node_modules[\\/]/g;
const LICENSE_FILE = /^(un)?licen[cs]e|^copying/i;

/**
 * The package directory a bundled module belongs to: the part of its path up to the package's name after
 * the last node_modules (so a nested copy counts as itself), or null for the app's own modules.
 */
export function packageDirOf(moduleId: string): string | null {
  const path = moduleId.replace(/^\0/, '').split('?')[0] ?? '';
  let last = -1;
  for (const match of path.matchAll(NODE_MODULES)) last = match.index + match[0].length;
  if (last < 0) return null;
  const parts = path.slice(last).split(/[\\/]/);
  const nameParts = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  if (nameParts.length === 0 || nameParts.some((p) => !p)) return null;
  return join(path.slice(0, last), ...nameParts);
}

export interface PackageReader {
  packageJson(dir: string): { name?: string; version?: string; license?: unknown; licenses?: unknown } | null;
  licenseText(dir: string): string | null;
}

const fileReader: PackageReader = {
  packageJson(dir) {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      return null;
    }
  },
  licenseText(dir) {
    try {
      const file = readdirSync(dir).find((name) => LICENSE_FILE.test(name));
      return file ? readFileSync(join(dir, file), 'utf8').trim() : null;
    } catch {
      return null;
    }
  },
};

/** The licence field, also in the old `licenses: [{ type }]` and `license: { type }` forms. */
function spdxOf(pkg: { license?: unknown; licenses?: unknown }): string {
  const one = (value: unknown): string | null =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
        ? (value as { type: string }).type
        : null;
  const direct = one(pkg.license);
  if (direct) return direct;
  if (Array.isArray(pkg.licenses)) {
    const all = pkg.licenses.map(one).filter((v): v is string => v !== null);
    if (all.length > 0) return all.length === 1 ? (all[0] as string) : `(${all.join(' OR ')})`;
  }
  return 'UNKNOWN';
}

/** The packages the modules come from, once each (by name and version), sorted by name. */
export function collectPackages(
  moduleIds: Iterable<string>,
  reader: PackageReader = fileReader,
): OssPackage[] {
  const dirs = new Set<string>();
  for (const id of moduleIds) {
    const dir = packageDirOf(id);
    if (dir) dirs.add(dir);
  }
  const byKey = new Map<string, OssPackage>();
  for (const dir of dirs) {
    const pkg = reader.packageJson(dir);
    if (!pkg?.name) continue;
    const version = pkg.version ?? '';
    const key = `${pkg.name}@${version}`;
    if (byKey.has(key)) continue;
    byKey.set(key, { name: pkg.name, version, license: spdxOf(pkg), licenseText: reader.licenseText(dir) });
  }
  return [...byKey.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/**
 * Writes dist/oss-licenses.json: the licences of the third-party packages whose code is in the built
 * app, read after tree-shaking from every chunk's modules and each package's own package.json and
 * LICENSE file. /ossComp fetches it when opened, so it costs the first load nothing.
 */
export function ossLicenses(): Plugin {
  return {
    name: 'carteira-oss-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') ids.push(...output.moduleIds);
      }
      this.emitFile({
        type: 'asset',
        fileName: OSS_LICENSES_FILE,
        source: JSON.stringify(collectPackages(ids)),
      });
    },
  };
}
