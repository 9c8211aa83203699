import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/**
 * The bank's clock as the journeys read it. The server may start on a chosen instant
 * (`BANK_CLOCK_AT`, the date matrix) and a journey may move the bank on top of that
 * (`POST /api/sandbox/clock`), so no journey reads the machine's date: it asks the bank.
 */
interface ClockAnswer {
  result: { agora: string; deslocamentoMs: number };
}

async function readClock(request: APIRequestContext): Promise<{ now: Date; base: Date }> {
  const answer = await request.get('/api/sandbox/clock');
  if (!answer.ok()) throw new Error(`the sandbox clock answered ${answer.status()}`);
  const { result } = (await answer.json()) as ClockAnswer;
  const now = new Date(result.agora);
  return { now, base: new Date(now.getTime() - result.deslocamentoMs) };
}

/** The bank's now (its base clock plus any sandbox move). */
export async function bankNow(request: APIRequestContext): Promise<Date> {
  return (await readClock(request)).now;
}

/** The bank's base clock: `BANK_CLOCK_AT` running forward, or the machine's clock; what browsers follow. */
export async function bankBase(request: APIRequestContext): Promise<Date> {
  return (await readClock(request)).base;
}

/** São Paulo's date (UTC-3, no daylight saving since 2019) of an instant, `days` later: YYYY-MM-DD. */
export function spDateOf(at: Date, days = 0): string {
  return new Date(at.getTime() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** São Paulo's date on the bank's clock, `days` later: YYYY-MM-DD. */
export async function bankToday(request: APIRequestContext, days = 0): Promise<string> {
  return spDateOf(await bankNow(request), days);
}

/** Sets the bank's clock to an instant (ISO 8601), or back on its base clock (null). */
export async function moveBankClock(request: APIRequestContext, agora: string | null): Promise<void> {
  const answer =
    agora === null
      ? await request.delete('/api/sandbox/clock')
      : await request.post('/api/sandbox/clock', { data: { agora } });
  if (!answer.ok()) throw new Error(`the sandbox clock answered ${answer.status()}`);
}

/**
 * The browser's clock on the bank's base clock: installed when the server runs on another date
 * than the machine (the date matrix), or always with `install` (a journey that fast-forwards).
 * The clock then runs forward on its own, as the bank's does.
 */
export async function followBankClock(context: BrowserContext, install = false): Promise<void> {
  const base = await bankBase(context.request);
  if (install || Math.abs(base.getTime() - Date.now()) > 60_000) await context.clock.install({ time: base });
}

/** A new browser context whose clock follows the bank's (use it instead of browser.newContext). */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  install = false,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await followBankClock(context, install);
  return context;
}

/**
 * The latest instant, at or before the bank's now, in São Paulo's daytime (07:00 to 18:59): where a
 * journey stands for the daytime rules (cash and Pix limits). Never ahead of the bank's now, so what
 * the journey moves never sorts after what later journeys do.
 */
export async function bankDaytime(request: APIRequestContext): Promise<string> {
  const now = await bankNow(request);
  const hour = new Date(now.getTime() - 3 * 3_600_000).getUTCHours();
  if (hour >= 7 && hour < 19) return now.toISOString();
  return `${spDateOf(now, hour >= 19 ? 0 : -1)}T18:30:00-03:00`;
}
