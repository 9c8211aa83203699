import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the service worker is written in dist/: at the root, so its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Files the offline shell never keeps: source maps, the precompressed twins, the licence list, the build manifest. */
const NOT_CACHED = /\.(map|br|gz)$|^oss-licenses\.json$|^\.vite\//;

/**
 * The paths the offline shell keeps, from what the build wrote: every file of the app (its pages, the
 * public folder's files and index.html), sorted so the same build gives the same list.
 */
export function shellFiles(fileNames: readonly string[]): string[] {
  return [...new Set(fileNames)]
    .filter((name) => name !== SERVICE_WORKER_FILE && !NOT_CACHED.test(name))
    .map((name) => `/${name}`)
    .sort();
}

/**
 * The build's id: a hash of its files' names and of index.html. Hashed names change with their content,
 * so a new build gets a new id, its own cache, and the browser sees a new service worker.
 */
export function buildId(files: readonly string[], indexHtml: string): string {
  return createHash('sha256')
    .update(files.join('\n'))
    .update('\0')
    .update(indexHtml)
    .digest('hex')
    .slice(0, 16);
}

export function serviceWorkerSource(template: string, files: readonly string[], id: string): string {
  return template.replace('__BUILD_ID__', id).replace('__FILES__', JSON.stringify(files));
}

function publicFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

/** Writes dist/sw.js, the offline shell's service worker, with this build's id and files. */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'carteira-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const indexHtml = index?.type === 'asset' ? String(index.source) : '';
      const files = shellFiles([...Object.keys(bundle), ...publicFiles(publicDir)]);
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(template, files, buildId(files, indexHtml)),
      });
    },
  };
}
