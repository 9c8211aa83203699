// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on /newLogin
// and on home logged in, against a running `npm start` (LIGHTHOUSE_URL, http://localhost:8080 by default),
// in Debian's chromium (CHROMIUM_PATH, /usr/bin/chromium). Prints the performance and accessibility
// scores of each page; exits non-zero below the targets (performance 98, accessibility 100).
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_CUSTOMERS, SANDBOX_DEVICE } from '../apps/server/src/sandbox/customers.ts';

const BASE = (process.env.LIGHTHOUSE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 98, accessibility: 100 } as const;
/** A folder to keep each run's full Lighthouse report (JSON) in, for reading what cost the points. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
let saved = 0;

interface Scores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/newLogin`)).ok;
  } catch {
    return false;
  }
}

/**
 * Logs the demo customer in through the login page, as a customer does, from the device the sandbox
 * trusts for every demo customer (a new one would be asked to confirm itself by SMS first); the session
 * stays in this tab.
 */
async function logIn(page: Page): Promise<void> {
  const ana = DEMO_CUSTOMERS.find((customer) => customer.key === 'ana');
  if (!ana) throw new Error('no demo customer ana');
  await page.goto(`${BASE}/newLogin`, { waitUntil: 'networkidle0' });
  await page.evaluate((id) => localStorage.setItem('carteira.deviceId', id), SANDBOX_DEVICE.id);
  await page.reload({ waitUntil: 'networkidle0' });
  await page.type('[data-testid="login-cpf"]', ana.cpf);
  await page.type('[data-testid="login-password"]', ana.senha);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('[data-testid="login-submit"]'),
  ]);
  if (!page.url().endsWith('/newWalletLaunch')) throw new Error(`login did not reach home: ${page.url()}`);
}

async function audit(page: Page, port: number, url: string, keepSession: boolean): Promise<Scores> {
  // a cold load every time: the HTTP cache is emptied, and the offline shell's service worker and its
  // cache (registered during the login) go too; storage is kept only where the session lives
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(BASE).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepSession,
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (SAVE_DIR) writeFileSync(`${SAVE_DIR}/lighthouse-${++saved}.json`, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failedAudits = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const found = audits[ref.id];
      return found && found.score !== null && found.score < 0.9 ? [found.id] : [];
    });
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failedAudits,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function report(name: string, runs: Scores[]): boolean {
  const perf = median(runs.map((r) => r.performance));
  const a11y = median(runs.map((r) => r.accessibility));
  const ms = (pick: (r: Scores) => number) => `${Math.round(median(runs.map(pick)))} ms`;
  console.log(
    `${name.padEnd(16)} performance ${String(perf).padStart(3)} (runs ${runs.map((r) => r.performance).join(', ')})` +
      `  accessibility ${String(a11y).padStart(3)}` +
      `  FCP ${ms((r) => r.fcpMs)}  LCP ${ms((r) => r.lcpMs)}  TBT ${ms((r) => r.tbtMs)}` +
      `  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
  );
  const failed = new Set(runs.flatMap((r) => r.failedAudits));
  if (failed.size > 0) console.log(`${''.padEnd(16)} audits below 0.9: ${[...failed].join(', ')}`);
  return perf >= TARGET.performance && a11y >= TARGET.accessibility;
}

if (!(await serverAnswers())) {
  console.error(`no server answers at ${BASE}: start one with \`npm start\` (or set LIGHTHOUSE_URL)`);
  process.exit(2);
}

const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
let ok = true;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  console.log(
    `Lighthouse ${RUNS} run(s) a page, mobile, against ${BASE}; median shown (targets: performance >= ${TARGET.performance}, accessibility ${TARGET.accessibility})`,
  );

  const loginRuns: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    loginRuns.push(await audit(page, chrome.port, `${BASE}/newLogin`, false));
    await page.close();
  }
  ok = report('/newLogin', loginRuns) && ok;

  const homeRuns: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await logIn(page);
    homeRuns.push(await audit(page, chrome.port, `${BASE}/newWalletLaunch`, true));
    await page.close();
  }
  ok = report('home (logged in)', homeRuns) && ok;
  await browser.disconnect();
} finally {
  chrome.kill();
}
if (!ok) process.exitCode = 1;
