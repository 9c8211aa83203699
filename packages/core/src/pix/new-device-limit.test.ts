import { describe, expect, it } from 'vitest';
import { centavos } from '../money/index.ts';
import {
  NEW_DEVICE_PIX_PER_DAY,
  NEW_DEVICE_PIX_PER_PAYMENT,
  newDevicePixRefusal,
} from './new-device-limit.ts';

describe('Pix from a new device (IN BCB 491/2024)', () => {
  it('holds R$ 200,00 a payment and R$ 1.000,00 a day', () => {
    expect(NEW_DEVICE_PIX_PER_PAYMENT).toBe(20_000);
    expect(NEW_DEVICE_PIX_PER_DAY).toBe(100_000);
  });

  it('lets R$ 200,00 through and refuses a centavo more, on the payment limit', () => {
    expect(newDevicePixRefusal(centavos(0), centavos(20_000))).toBeUndefined();
    expect(newDevicePixRefusal(centavos(0), centavos(20_001))).toEqual({ limit: 'payment', left: 20_000 });
  });

  it('counts the day: after R$ 900,00 only R$ 100,00 is left, and after R$ 1.000,00 nothing', () => {
    expect(newDevicePixRefusal(centavos(90_000), centavos(10_000))).toBeUndefined();
    expect(newDevicePixRefusal(centavos(90_000), centavos(10_001))).toEqual({ limit: 'day', left: 10_000 });
    expect(newDevicePixRefusal(centavos(100_000), centavos(1))).toEqual({ limit: 'day', left: 0 });
  });
});
