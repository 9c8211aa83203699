import { afterEach, describe, expect, it } from 'vitest';
import { scrubText } from './platform/redact.ts';
import { CARD_FRAME_PATH, createSandboxCardProcessor, demoCardToken } from './sandbox/card-processor.ts';
import { partnerLink } from './sandbox/qr-merchants.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

describe('one-time links in the log', () => {
  it('never write the card-details frame hash, at any level', async () => {
    const lines: string[] = [];
    t = await createTestApp({
      seed: false,
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
    const frame = await createSandboxCardProcessor().detailsFrame(demoCardToken('ana'), new Date());
    const [payload = '', signature = ''] = frame.hash.split('.');
    expect(payload.length).toBeGreaterThan(8);
    const link = `${CARD_FRAME_PATH}?hash=${encodeURIComponent(frame.hash)}`;
    await t.app.inject({ method: 'GET', url: link });
    await t.app.inject({ method: 'GET', url: `${CARD_FRAME_PATH}?x=1&%68ash=${frame.hash}` });
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
      t.app.log[level]({ urlDetalhes: link, hash: frame.hash }, `opened ${link}`);
    }
    const text = lines.join('\n');
    expect(text).toContain(CARD_FRAME_PATH);
    expect(text).not.toContain(payload);
    expect(text).not.toContain(signature);
    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.req?.url)).toEqual([
      `${CARD_FRAME_PATH}?hash=[redacted]`,
      `${CARD_FRAME_PATH}?x=1&%68ash=[redacted]`,
    ]);
  });

  it('cut the secret of any one-time link from free text, and keep the rest', () => {
    const qr =
      '00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR';
    const partner = partnerLink(qr, 1_800_000_000_000, 'PED-1');
    expect(scrubText(partner)).not.toContain(qr);
    expect(scrubText(partner)).toContain('/dimoPayComponent?qr=[redacted]&expira=1800000000000');
    expect(scrubText('/reset?token=abc.def&lang=pt')).toBe('/reset?token=[redacted]&lang=pt');
    expect(scrubText('/v1/api/product-v3/store/7?page=2&hash=a1b2c3')).toBe(
      '/v1/api/product-v3/store/7?page=2&hash=[redacted]',
    );
  });
});
