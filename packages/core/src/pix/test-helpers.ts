import { expect } from 'vitest';
import { crc16 } from './crc16.ts';
import { type PixBrCode, parseBrCode } from './parse.ts';

/** Helpers shared by the BR Code tests. */

/** The code of a successful parse; fails the test with the reason otherwise. */
export function parsed(text: string): PixBrCode {
  const result = parseBrCode(text);
  if (!result.ok) throw new Error(`expected a BR Code, got ${result.reason}: ${result.detail}`);
  return result.code;
}

export function reason(text: string): string | undefined {
  const result = parseBrCode(text);
  return result.ok ? undefined : result.reason;
}

/** Appends a correct CRC to a payload written up to, not including, "6304". */
export const withCrc = (body: string): string => `${body}6304${crc16(`${body}6304`)}`;

/** Replaces `from` by `to` once and recomputes the CRC. */
export const edited = (payload: string, from: string, to: string): string => {
  expect(payload).toContain(from);
  return withCrc(payload.slice(0, -8).replace(from, to));
};
