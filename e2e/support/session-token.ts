import { expect, type Page } from '@playwright/test';

/**
 * The bank token of the page's session. The app keeps the session sealed in sessionStorage under a
 * non-extractable key in IndexedDB (docs/decisions/0005-session-at-rest.md); script running in the
 * page may use that key, so the test opens it there, as the app does.
 */
export async function pageBankToken(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const sealed = sessionStorage.getItem('carteira.session');
    if (!sealed?.startsWith('v1.')) return undefined;
    const key = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const open = indexedDB.open('carteira');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('keys', 'readonly').objectStore('keys').get('session-key');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => resolve(read.result as CryptoKey | undefined);
      };
    });
    if (!key) return undefined;
    const bytes = Uint8Array.from(atob(sealed.slice(3)), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(0, 12),
        additionalData: new TextEncoder().encode('carteira.session.v1'),
      },
      key,
      bytes.slice(12),
    );
    return (JSON.parse(new TextDecoder().decode(plain)) as { token?: { value?: string } }).token?.value;
  });
}

/**
 * Waits until the app has sealed the session at rest: it does so asynchronously after a login, and a
 * reload (page.goto) before that would find no session and ask for a new login.
 */
export async function sealedBankToken(page: Page): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      token = await pageBankToken(page);
      return token;
    })
    .toBeTruthy();
  return token as string;
}
