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
const failures = [];
// Playwright nests suites in suites; each spec's tests carry their results.
const playwrightFailures = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failures.push(`${file}: ${suite.file ?? ''} › ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
};
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
    for (const suite of report.suites ?? []) playwrightFailures(suite, file.replace(/\.json$/, ''));
  } else {
    // Vitest
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed') {
          const where = result.name.replace(/^.*?\/(apps|packages)\//, '$1/');
          failures.push(`${file.replace(/\.json$/, '')}: ${where} › ${test.fullName}`);
        }
      }
      // A file that failed to load has no assertions but a message.
      if (result.status === 'failed' && (result.assertionResults ?? []).length === 0) {
        failures.push(
          `${file.replace(/\.json$/, '')}: ${result.name} (${String(result.message).split('\n')[0]})`,
        );
      }
    }
  }
  passed += p;
  failed += f;
  skipped += s;
  parts.push(`${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
}
for (const line of parts) console.log(`  ${line}`);
// The names of what failed, so that the last lines of a CI log say which test to look at.
for (const line of failures) console.log(`  failed: ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
