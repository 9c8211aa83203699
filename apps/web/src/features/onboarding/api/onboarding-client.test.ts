import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appLog } from '../../../lib/telemetry/app-log.ts';
import { forgetOnboardingToken, OnboardingCallError, onboardingCall } from './onboarding-client.ts';

vi.mock('../../../lib/telemetry/app-log.ts', () => ({ appLog: vi.fn() }));
// the session's cipher, bound to its purpose: a stand-in that shows what was sealed and for what
vi.mock('../../../lib/session/session-cipher.ts', () => ({
  openSessionCipher: async (purpose: string) => ({
    seal: async (plain: string) => `sealed(${purpose}):${btoa(plain)}`,
    open: async (sealed: string) => {
      const prefix = `sealed(${purpose}):`;
      return sealed.startsWith(prefix) ? atob(sealed.slice(prefix.length)) : null;
    },
  }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  forgetOnboardingToken();
  fetchMock.mockReset();
  vi.mocked(appLog).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the onboarding token', () => {
  it('is asked with the client the product backend hands over, and kept only sealed', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ clientId: 'app-id', clientSecret: 'app-secret' }))
      .mockResolvedValueOnce(json({ access_token: 'tok-123', token_type: 'Bearer', expires_in: 1800 }))
      .mockResolvedValueOnce(json({ success: true, result: { possuiVagas: true } }));
    expect(await onboardingCall('GET', 'verificar-possui-vagas')).toEqual({ possuiVagas: true });
    const [clientCall, tokenCall, call] = fetchMock.mock.calls;
    expect(clientCall?.[0]).toBe('/api/product/getOnboardingClientId');
    const form = new URLSearchParams(String(tokenCall?.[1]?.body));
    expect(form.get('client_id')).toBe('app-id');
    expect(form.get('client_secret')).toBe('app-secret');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer tok-123');
    const stored = sessionStorage.getItem('carteira.onboarding.token') ?? '';
    expect(stored).toMatch(/^sealed\(carteira\.onboarding-token\.v1\):/);
    expect(stored).not.toContain('tok-123');
  });

  it('a failure to get it is logged, not told: the step has its usual "try again"', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 503));
    const failure = await onboardingCall('GET', 'verificar-possui-vagas').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OnboardingCallError);
    expect((failure as OnboardingCallError).code).toBe(0);
    expect(appLog).toHaveBeenCalledWith(3, 'onboarding-token', expect.stringContaining('503'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
