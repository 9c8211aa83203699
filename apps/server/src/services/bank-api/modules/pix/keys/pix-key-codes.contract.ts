import { PixKeyType } from '@carteira/core/pix';
import { expect, it } from 'vitest';
import type { PixKeyCodeSender } from './pix-key-codes.ts';

/** What the bank relies on from any sender of key validation codes: a short numeric code, per key. */
export function pixKeyCodesContract(
  sender: PixKeyCodeSender,
  sample: { phone: string; email: string },
): void {
  it('sends a 6-digit code to a phone key and to an e-mail key', async () => {
    expect(await sender.send(PixKeyType.PHONE, sample.phone)).toMatch(/^\d{6}$/);
    expect(await sender.send(PixKeyType.EMAIL, sample.email)).toMatch(/^\d{6}$/);
  });
}
