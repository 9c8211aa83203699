import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from './session-store.ts';

const base: Session = {
  clientKey: 'c1',
  accountKey: 'a1',
  agency: '0001',
  accountNumber: '1234',
  bankName: 'Carteira',
  name: 'Ana',
  cpf: '52998224725',
  token: { value: 't', expiresAt: 1 },
};

describe('session store', () => {
  it('resets completely when a different client key logs in', () => {
    const store = createSessionStore(null);
    const ended = vi.fn();
    store.onEnd(ended);
    store.signIn(base);
    store.signIn({ ...base, token: { value: 't2', expiresAt: 2 } });
    expect(ended).not.toHaveBeenCalled();
    store.signIn({ ...base, clientKey: 'c2', accountKey: 'a2' });
    expect(ended).toHaveBeenCalledWith('other-client');
    expect(store.get()?.clientKey).toBe('c2');
  });

  it('ends the session on clear and keeps it across a reload of the tab', () => {
    const store = createSessionStore(sessionStorage);
    store.signIn(base);
    expect(createSessionStore(sessionStorage).get()).toEqual(base);
    const ended = vi.fn();
    store.onEnd(ended);
    store.clear('logout');
    expect(ended).toHaveBeenCalledWith('logout');
    expect(createSessionStore(sessionStorage).get()).toBeNull();
  });
});
