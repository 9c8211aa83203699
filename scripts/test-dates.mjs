// `npm run test:dates`: the suites with the bank's clock (and the browsers' and vitest's Date) at
// dates where calendar rules bite, each date a full run of scripts/test-all.mjs with BANK_CLOCK_AT.
//
//   node scripts/test-dates.mjs [--only core,server,web,e2e] [--dates label,label] [--postgres URL]
//
// Each date's reports are kept in .tmp/test-dates/<label>/; a table of the figures closes the run,
// which exits non-zero when any date failed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');

/** São Paulo instants (UTC-3): a holiday ahead, a banking holiday, the year's end, a weekend night. */
export const DATES = [
  { label: 'christmas-eve', at: '2026-12-24T10:00:00-03:00' },
  { label: 'carnival-monday', at: '2027-02-08T10:00:00-03:00' },
  { label: 'year-end', at: '2027-12-31T18:00:00-03:00' },
  { label: 'saturday-night', at: '2026-12-05T21:30:00-03:00' },
];

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'core,server,web,e2e' },
    dates: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const labels = values.dates?.split(',').map((s) => s.trim());
const dates = labels ? DATES.filter((d) => labels.includes(d.label)) : DATES;
if (labels && dates.length !== labels.length) {
  throw new Error(`unknown date; dates: ${DATES.map((d) => d.label).join(', ')}`);
}
const only = values.only.split(',').filter((s) => s !== 'build');
if (values.postgres && !only.includes('server-postgres')) only.push('server-postgres');

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

// The web app once, for every date's journeys.
if (only.includes('e2e')) run([join(root, 'scripts/test-all.mjs'), '--only', 'build']);

const out = join(root, '.tmp', 'test-dates');
rmSync(out, { recursive: true, force: true });
const rows = [];
for (const { label, at } of dates) {
  console.log(`\n=== test:dates ${label}: BANK_CLOCK_AT=${at} ===`);
  const args = [join(root, 'scripts/test-all.mjs'), '--only', only.join(',')];
  if (values.postgres) args.push('--postgres', values.postgres);
  const started = performance.now();
  const result = run(args, { BANK_CLOCK_AT: at });
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  mkdirSync(out, { recursive: true });
  cpSync(join(root, '.tmp', 'test-results'), join(out, label), { recursive: true });
  rows.push({ label, at, ok: result.status === 0, minutes });
}

console.log('\n=== test:dates ===');
for (const row of rows) {
  console.log(`${row.label} (${row.at}): ${row.ok ? 'passed' : 'FAILED'} in ${row.minutes} min`);
  run([join(root, 'scripts/test-summary.mjs'), join(out, row.label)]);
}
process.exit(rows.every((r) => r.ok) ? 0 : 1);
