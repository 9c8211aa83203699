import { describe, expect, it, vi } from 'vitest';
import {
  checkFeatureAvailable,
  fetchFinancingCredentials,
  hashCpf,
  postMetric,
  sha256Hex,
} from './product-backend.ts';

describe('sha256Hex', () => {
  it('matches the standard test vectors', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes a CPF by its digits only, formatted or not', async () => {
    expect(await hashCpf('390.533.447-05')).toBe(await sha256Hex('39053344705'));
    expect(await hashCpf('39053344705')).toMatch(/^[0-9a-f]{64}$/);
  });
});

function fetchOnce(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

describe('product backend', () => {
  it('sends only the CPF hash in the feature check, with the bank token', async () => {
    const { fetchFn, calls } = fetchOnce(200, { feature: 'smartPhoneFinancing', enabled: true });
    const answer = await checkFeatureAvailable({ bankToken: () => 'bank-t', fetchFn }, '390.533.447-05');
    expect(answer).toEqual({ enabled: true });
    expect(calls[0]?.url).toBe('/api/product/checkFeatureAvailable');
    const sent = String(calls[0]?.init?.body);
    expect(sent).not.toContain('39053344705');
    expect(JSON.parse(sent)).toEqual({
      feature: 'smartPhoneFinancing',
      cpfHash: await sha256Hex('39053344705'),
    });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer bank-t');
  });

  it('reads the service credentials', async () => {
    const { fetchFn, calls } = fetchOnce(200, { email: 'svc@x', password: 'p' });
    await expect(fetchFinancingCredentials({ bankToken: () => 'bank-t', fetchFn })).resolves.toEqual({
      email: 'svc@x',
      password: 'p',
    });
    expect(calls[0]?.url).toBe('/api/product/smartphoneFinanceAuth');
  });

  it('reports a 401 (the bank session ended) to the app', async () => {
    const { fetchFn } = fetchOnce(401, { status: 401, message: 'token' });
    const onUnauthorized = vi.fn();
    await expect(
      fetchFinancingCredentials({ bankToken: () => 't', fetchFn, onUnauthorized }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses without a session and reports a refusal as a FinancingError', async () => {
    const { fetchFn } = fetchOnce(403, { status: 403, message: 'no' });
    await expect(fetchFinancingCredentials({ bankToken: () => null, fetchFn })).rejects.toMatchObject({
      status: 401,
    });
    await expect(fetchFinancingCredentials({ bankToken: () => 't', fetchFn })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('postMetric', () => {
  const event = {
    category: 'financing',
    type: 'metrics',
    eventType: 'financing_payment_details_viewed',
    event: {},
  };

  it('posts the event with the bank token, keepalive, and says whether it was accepted', async () => {
    const { fetchFn, calls } = fetchOnce(202, { id: 'm1' });
    expect(await postMetric({ bankToken: () => 'bank-t', fetchFn }, event)).toBe(true);
    expect(calls[0]?.url).toBe('/api/product/metrics');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.keepalive).toBe(true);
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer bank-t');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(event);
  });

  it('never throws and never ends the session: no token, too large, refused, 401, no network', async () => {
    const { fetchFn, calls } = fetchOnce(202, {});
    expect(await postMetric({ bankToken: () => null, fetchFn }, event)).toBe(false);
    expect(await postMetric({ bankToken: () => 't', fetchFn }, { ...event, pad: 'x'.repeat(5000) })).toBe(
      false,
    );
    expect(calls).toHaveLength(0);
    const onUnauthorized = vi.fn();
    const refused = fetchOnce(401, { status: 401 });
    expect(await postMetric({ bankToken: () => 't', fetchFn: refused.fetchFn, onUnauthorized }, event)).toBe(
      false,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(await postMetric({ bankToken: () => 't', fetchFn: fetchOnce(400, {}).fetchFn }, event)).toBe(
      false,
    );
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await postMetric({ bankToken: () => 't', fetchFn: offline }, event)).toBe(false);
    const broken = () => {
      throw new Error('storage');
    };
    expect(await postMetric({ bankToken: broken, fetchFn }, event)).toBe(false);
  });
});
