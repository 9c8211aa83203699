// Prints the gzipped size of the JavaScript /newLogin loads before it is usable: the entry chunk and
// its static imports, plus the login route's chunk and its static imports when it has one of its own (the
// login page is in the entry today). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The build fails above the budget, the target of issue 11: React alone is 67 KB, react-router in declarative
// mode 13 KB (its data router was 30 KB).
const BUDGET_KB = 100;
const LOGIN_CHUNK_SRC = 'src/features/auth/routes.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the manifest (is build.manifest enabled?)');

/** A chunk and everything it imports statically, as manifest keys. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKeys = withStaticImports(entryKey);
const keys = manifest[LOGIN_CHUNK_SRC] ? withStaticImports(LOGIN_CHUNK_SRC, entryKeys) : entryKeys;
const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

let total = 0;
const rows = files.map((file) => {
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzipped;
  return { file, gzipped };
});

const kb = (bytes) => (bytes / 1000).toFixed(1);
for (const { file, gzipped } of rows.sort((a, b) => b.gzipped - a.gzipped)) {
  console.log(`  ${kb(gzipped).padStart(6)} KB  ${file}`);
}
console.log(`first load (login): ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1000) {
  console.error(`first load is over the ${BUDGET_KB} KB budget`);
  process.exitCode = 1;
}
