import { UNSAFE_createBrowserHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AppHistory, createAppHistory, type HistoryUpdate } from './app-history.ts';
import { memoryAppHistory } from './memory-app-history.ts';

function watched(history: AppHistory) {
  const updates: string[] = [];
  history.listen((update: HistoryUpdate) => updates.push(`${update.action} ${update.location.pathname}`));
  return updates;
}

describe('the app history', () => {
  it('passes every move to every listener while nothing holds', () => {
    const history = memoryAppHistory(['/a']);
    const first = watched(history);
    const second = watched(history);
    history.push('/b');
    history.go(-1);
    history.replace('/c');
    expect(first).toEqual(['PUSH /b', 'POP /a', 'REPLACE /c']);
    expect(second).toEqual(first);
  });

  it('holds a system back: the entry stays, listeners hear nothing, the hold runs instead', () => {
    const history = memoryAppHistory(['/a', '/b'], 1);
    const updates = watched(history);
    const onBack = vi.fn();
    history.holdBack({ holds: () => true, onBack });
    history.go(-1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/b');
    expect(updates).toEqual([]);
  });

  it('holds a system forward too, as any move through the entries', () => {
    const history = memoryAppHistory(['/a', '/b'], 0);
    const onBack = vi.fn();
    history.holdBack({ holds: () => true, onBack });
    history.go(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/a');
  });

  it('never holds the app’s own pushes and replaces', () => {
    const history = memoryAppHistory(['/a']);
    const onBack = vi.fn();
    history.holdBack({ holds: () => true, onBack });
    history.push('/b');
    history.replace('/c');
    expect(history.location.pathname).toBe('/c');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('lets the back through while the hold says no, and once it is released', () => {
    const history = memoryAppHistory(['/a', '/b', '/c'], 2);
    let holding = false;
    const onBack = vi.fn();
    const release = history.holdBack({ holds: () => holding, onBack });
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    holding = true;
    release();
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('asks the latest hold only', () => {
    const history = memoryAppHistory(['/a', '/b'], 1);
    const older = { holds: () => true, onBack: vi.fn() };
    const newer = { holds: () => true, onBack: vi.fn() };
    history.holdBack(older);
    history.holdBack(newer);
    history.go(-1);
    expect(newer.onBack).toHaveBeenCalledTimes(1);
    expect(older.onBack).not.toHaveBeenCalled();
  });

  it('holds each of several backs in a row', () => {
    const history = memoryAppHistory(['/a', '/b'], 1);
    const onBack = vi.fn();
    history.holdBack({ holds: () => true, onBack });
    history.go(-1);
    history.go(-1);
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/b');
  });

  it('in the browser: the back button is undone (the address stays) and the hold runs once', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
    const updates = watched(history);
    history.push('/flow', { step: 1 });
    const onBack = vi.fn();
    const release = history.holdBack({ holds: () => true, onBack });
    window.history.back();
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    // the undo lands as a second popstate, which must not reach the listeners either
    await vi.waitFor(() => expect(window.location.pathname).toBe('/flow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.location).toMatchObject({ pathname: '/flow', state: { step: 1 } });
    expect(updates).toEqual(['PUSH /flow']);
    expect(onBack).toHaveBeenCalledTimes(1);
    release();
    window.history.back();
    await vi.waitFor(() => expect(updates).toEqual(['PUSH /flow', 'POP /start']));
  });

  it('in the browser: a hold that replaces the screen does it on the held entry, once the address is back', async () => {
    window.history.replaceState(null, '', '/before');
    const history = createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
    history.push('/step-two', { step: 2 });
    const release = history.holdBack({
      holds: () => true,
      onBack: () => history.replace('/step-one', { step: 1 }),
    });
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/step-one'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/step-one');
    expect(history.location).toMatchObject({ pathname: '/step-one', state: { step: 1 } });
    release();
    // the entry before the flow is still there, untouched
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/before'));
  });
});
