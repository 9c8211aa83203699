import type { LoadMix } from './load-client.ts';

/**
 * A retail bank's day in the app, call by call, in percent (docs/performance.md gives the reason for
 * each share): mostly looking (balances, statements), then a login per visit, then Pix with the key
 * look-up before each, then boletos.
 */
export const DAY_MIX: LoadMix = [
  { kind: 'balance', percent: 35 },
  { kind: 'statement', percent: 20 },
  { kind: 'login', percent: 10 },
  { kind: 'lookup', percent: 15 },
  { kind: 'pix', percent: 13 },
  { kind: 'boleto', percent: 7 },
];

/** A statement page as the app asks for it: the last 30 days, 50 lines, newest first. */
export const STATEMENT_DAYS = 30;
export const STATEMENT_PAGE = 50;
/** A boleto of the load: the sandbox's open-amount one (R$ 48,00 to R$ 320,00), paid at its least. */
export const BOLETO_REAIS = 48;

/** The kind a draw of 0 to 99 falls on in `mix`. */
export function drawKind(mix: LoadMix, draw: number): LoadMix[number]['kind'] {
  let below = 0;
  for (const { kind, percent } of mix) {
    below += percent;
    if (draw < below) return kind;
  }
  throw new Error('a mix whose shares do not add up to 100');
}
