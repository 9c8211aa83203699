import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewportList, VIEWPORT_DELAY_MS } from './viewport-list.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the view-port list', () => {
  it('takes a card in 100 ms after the last change, once a visit', () => {
    const seen: string[][] = [];
    const list = createViewportList((ids) => seen.push(ids));
    list.update([{ storyId: 'card-help', visible: true }]);
    vi.advanceTimersByTime(VIEWPORT_DELAY_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([['card-help']]);
    list.update([{ storyId: 'card-help', visible: false }]);
    list.update([{ storyId: 'card-help', visible: true }]);
    vi.advanceTimersByTime(VIEWPORT_DELAY_MS);
    expect(seen).toEqual([['card-help']]);
  });

  it('leaves out a card scrolled past in less than 100 ms', () => {
    const seen: string[][] = [];
    const list = createViewportList((ids) => seen.push(ids));
    list.update([{ storyId: 'card-recharge', visible: true }]);
    vi.advanceTimersByTime(50);
    list.update([
      { storyId: 'card-recharge', visible: false },
      { storyId: 'card-pix-key', visible: true },
    ]);
    vi.advanceTimersByTime(VIEWPORT_DELAY_MS);
    expect(seen).toEqual([['card-pix-key']]);
    list.update([{ storyId: 'card-help', visible: true }]);
    list.stop();
    vi.advanceTimersByTime(VIEWPORT_DELAY_MS);
    expect(seen).toEqual([['card-pix-key']]);
  });
});
