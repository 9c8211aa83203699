// `npm test`: every check and every suite, each run even when an earlier one failed, then one
// summary line (scripts/test-summary.mjs) and a non-zero exit when anything failed.
//
//   node scripts/test-all.mjs [--only step,step] [--postgres URL] [--skip-build]
//
// Steps, in order: typecheck, lint, core, server (PGlite), server-postgres (only with --postgres,
// or TEST_DATABASE_URL), web, build, e2e. The vitest and Playwright JSON reports land in
// .tmp/test-results. BANK_CLOCK_AT, when set, is passed on: the suites and the journeys' server
// stand on that instant (scripts/test-dates.mjs runs the date matrix with it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const results = join(root, '.tmp', 'test-results');
const STEPS = ['typecheck', 'lint', 'core', 'server', 'server-postgres', 'web', 'build', 'e2e'];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    postgres: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const postgresUrl = values.postgres || process.env.TEST_DATABASE_URL || '';
const only = values.only ? values.only.split(',').map((s) => s.trim()) : null;
for (const name of only ?? []) {
  if (!STEPS.includes(name)) throw new Error(`unknown step ${name}; steps: ${STEPS.join(', ')}`);
}
const wanted = (name) => (only ? only.includes(name) : name !== 'server-postgres' || postgresUrl !== '');

// The PGlite run never sees a PostgreSQL URL from the calling shell.
const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;
const vitestJson = (name) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, `${name}.json`)}`,
];

const steps = {
  typecheck: { cmd: ['npm', 'run', 'typecheck'] },
  lint: { cmd: ['npm', 'run', 'lint'] },
  core: { cmd: ['npm', 'test', '-w', 'packages/core', ...vitestJson('core')] },
  server: { cmd: ['npm', 'test', '-w', 'apps/server', ...vitestJson('server-pglite')] },
  'server-postgres': {
    cmd: ['npm', 'test', '-w', 'apps/server', ...vitestJson('server-postgres')],
    env: { TEST_DATABASE_URL: postgresUrl || 'postgres://postgres@127.0.0.1:5432/test' },
  },
  web: { cmd: ['npm', 'test', '-w', 'apps/web', ...vitestJson('web')] },
  build: { cmd: ['npm', 'run', 'build'] },
  // Playwright writes its JSON report to .tmp/test-results/e2e.json (e2e/playwright.config.ts).
  e2e: { cmd: ['npm', 'test', '-w', 'e2e'] },
};

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
if (process.env.BANK_CLOCK_AT) console.log(`test: the bank's clock and Date at ${process.env.BANK_CLOCK_AT}`);

const failed = [];
const timings = [];
for (const name of STEPS) {
  if (!wanted(name)) continue;
  if (name === 'build' && values['skip-build']) continue;
  if (name === 'e2e' && !existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log('test: e2e not run: no web build (apps/web/dist)');
    failed.push(name);
    continue;
  }
  const { cmd, env } = steps[name];
  console.log(`\ntest: ${name}: ${cmd.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = run.status === 0;
  timings.push(`${name} ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failed.push(name);
}

console.log(`\ntest: steps: ${timings.join(', ')}`);
const summary = spawnSync(process.execPath, [join(root, 'scripts/test-summary.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (failed.length > 0) console.log(`test: failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 || summary.status !== 0 ? 1 : 0);
