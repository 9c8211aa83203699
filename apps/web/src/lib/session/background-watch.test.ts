import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_RELOGIN_MS, watchBackground } from './background-watch.ts';

function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = 'visible';
  const go = (state: DocumentVisibilityState) => {
    target.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: target as unknown as Document, go };
}

describe('background watch', () => {
  it('forces login after more than 300000 ms in the background, not before', () => {
    const { doc, go } = fakeDocument();
    let now = 0;
    const onExpired = vi.fn();
    watchBackground({ doc, now: () => now, onExpired });
    go('hidden');
    now = BACKGROUND_RELOGIN_MS;
    go('visible');
    expect(onExpired).not.toHaveBeenCalled();
    go('hidden');
    now += BACKGROUND_RELOGIN_MS + 1;
    go('visible');
    expect(onExpired).toHaveBeenCalledOnce();
  });
});
