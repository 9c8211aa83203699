import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from './session-store.ts';

const base: Session = {
  clientKey: 'c1',
  accountKey: 'a1',
  agency: '0001',
  accountNumber: '1234',
  bankName: 'Carteira',
  name: 'Ana Beatriz Souza',
  cpf: '39053344705',
  token: { value: 'bearer-token-value', expiresAt: 1 },
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

  it('ends the session on clear and keeps it across a reload of the tab', async () => {
    const store = createSessionStore(sessionStorage);
    store.signIn(base);
    await store.flush();
    const reloaded = createSessionStore(sessionStorage);
    await reloaded.ready;
    expect(reloaded.get()).toEqual(base);
    const ended = vi.fn();
    store.onEnd(ended);
    store.clear('logout');
    await store.flush();
    expect(ended).toHaveBeenCalledWith('logout');
    const afterLogout = createSessionStore(sessionStorage);
    await afterLogout.ready;
    expect(afterLogout.get()).toBeNull();
  });

  it('stores no token, CPF or name in readable form', async () => {
    const store = createSessionStore(sessionStorage);
    store.signIn(base);
    await store.flush();
    const stored = sessionStorage.getItem('carteira.session') ?? '';
    expect(stored).toMatch(/^v1\./);
    // Only values long enough that random ciphertext cannot hold them by chance (a two-letter key
    // such as 'a1' turns up in base64 noise in about one run in fifteen).
    const opened = atob(stored.slice(3));
    for (const secret of [base.token.value, base.cpf, base.name]) {
      expect(stored).not.toContain(secret);
      expect(opened).not.toContain(secret);
    }
  });

  it('drops a stored session it did not seal: an old plain-text one, or one tampered with', async () => {
    sessionStorage.setItem('carteira.session', JSON.stringify(base));
    const plain = createSessionStore(sessionStorage);
    await plain.ready;
    expect(plain.get()).toBeNull();
    expect(sessionStorage.getItem('carteira.session')).toBeNull();

    const store = createSessionStore(sessionStorage);
    store.signIn(base);
    await store.flush();
    const sealed = sessionStorage.getItem('carteira.session') ?? '';
    const flipped = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    sessionStorage.setItem('carteira.session', flipped);
    const tampered = createSessionStore(sessionStorage);
    await tampered.ready;
    expect(tampered.get()).toBeNull();
  });

  it('keeps the session in memory only where the browser cannot seal', async () => {
    const store = createSessionStore(sessionStorage, async () => null);
    store.signIn(base);
    await store.flush();
    expect(store.get()).toEqual(base);
    expect(sessionStorage.getItem('carteira.session')).toBeNull();
  });

  it('a newer state wins over a slower seal of an older one', async () => {
    const store = createSessionStore(sessionStorage);
    store.signIn(base);
    store.clear('logout');
    await store.flush();
    expect(sessionStorage.getItem('carteira.session')).toBeNull();
  });
});
