import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMmSs, secondsLeft, useCountdown } from './use-countdown.ts';

describe('Pix countdown', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      now: new Date('2026-11-22T10:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('shows mm:ss', () => {
    expect(formatMmSs(599)).toBe('09:59');
    expect(formatMmSs(60)).toBe('01:00');
    expect(formatMmSs(5)).toBe('00:05');
    expect(formatMmSs(-3)).toBe('00:00');
    expect(secondsLeft(Date.now() + 1500, Date.now())).toBe(2);
  });

  it('counts 599 s down and asks for a new code once at zero', () => {
    const onZero = vi.fn();
    const endsAt = Date.now() + 599_000;
    const { result } = renderHook(() => useCountdown(endsAt, onZero));
    expect(result.current).toBe(599);
    act(() => vi.advanceTimersByTime(59_000));
    expect(formatMmSs(result.current)).toBe('09:00');
    act(() => vi.advanceTimersByTime(540_000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('an end already passed asks at once', () => {
    const onZero = vi.fn();
    const endsAt = Date.now() - 1000;
    renderHook(() => useCountdown(endsAt, onZero));
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
