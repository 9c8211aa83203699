// Adds up the JSON reports the test runs wrote under .tmp/test-results (or the folder given as the
// first argument) and prints one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = process.argv[2]
  ? resolve(process.argv[2])
  : join(import.meta.dirname, '..', '.tmp', 'test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let p;
  let f;
  let s;
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    // Vitest
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  passed += p;
  failed += f;
  skipped += s;
  parts.push(`${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
}
for (const line of parts) console.log(`  ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
