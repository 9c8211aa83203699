import { describe, expect, it, vi } from 'vitest';
import { minimalVersionOf, needsUpgrade, shellNeedsUpgrade } from './app-version.ts';

describe('the app shell version check', () => {
  it('keeps the first item of the comma-separated answer', () => {
    expect(minimalVersionOf('179889,179690')).toBe(179889);
    expect(minimalVersionOf(' 179889 ')).toBe(179889);
    expect(minimalVersionOf('abc,1')).toBeNull();
    expect(minimalVersionOf('')).toBeNull();
  });

  it('asks for an upgrade only when the shell is older than the minimal version', () => {
    expect(needsUpgrade('179888', 179889)).toBe(true);
    expect(needsUpgrade('179889', 179889)).toBe(false);
    expect(needsUpgrade('180000', 179889)).toBe(false);
    expect(needsUpgrade(undefined, 179889)).toBe(false);
    expect(needsUpgrade('1.2.3', 179889)).toBe(false);
    expect(needsUpgrade('179000', null)).toBe(false);
  });

  it('asks the product backend, and never blocks on a failure or in a browser', async () => {
    const answer = vi.fn(async () => new Response('179889,179690'));
    expect(await shellNeedsUpgrade('179000', answer)).toBe(true);
    expect(answer).toHaveBeenCalledWith('/api/product/version', expect.anything());
    expect(await shellNeedsUpgrade(undefined, answer)).toBe(false);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(await shellNeedsUpgrade('179000', async () => new Response('', { status: 500 }))).toBe(false);
    expect(
      await shellNeedsUpgrade('179000', async () => {
        throw new TypeError('offline');
      }),
    ).toBe(false);
  });
});
