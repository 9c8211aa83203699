import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { LocationConsentPage } from './location-consent-page.tsx';

vi.mock('../../../lib/engage/engage-call.ts', () => ({ engageCall: vi.fn() }));

type Status = 'OPTED_IN' | 'PENDING' | 'OPTED_OUT' | 'UNDECIDED';
let kept: Status;
const calls: string[] = [];

/** The product backend's opt-in store, as the page sees it through engageCall. */
function answer(status: Status) {
  return {
    purpose: 'location',
    status,
    updatedAt: status === 'UNDECIDED' ? null : '2026-11-28T12:00:00-03:00',
    history: [],
  };
}

/** The device: what it says so far, and what it answers when asked for its position. */
function device(state: PermissionState, onAsk: 'allow' | 'refuse') {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state })) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
        if (onAsk === 'allow') ok({ coords: { latitude: -19.9, longitude: -43.9 } } as GeolocationPosition);
        else fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      }),
    },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function open(state?: unknown) {
  return renderRoutes(
    [
      { path: '/locationConsent', element: <LocationConsentPage /> },
      { path: '/newWalletLaunch', element: <Where /> },
      { path: '/appSettings', element: <Where /> },
    ],
    { at: { pathname: '/locationConsent', state } },
  );
}

beforeEach(() => {
  kept = 'UNDECIDED';
  calls.length = 0;
  vi.mocked(engageCall).mockImplementation(async (url: string, body?: unknown) => {
    calls.push(url.replace('/api/product/', ''));
    const b = body as { status?: Status; purpose?: string; textVersion?: string } | undefined;
    if (url.endsWith('preUpdateOptin')) kept = 'PENDING';
    if (url.endsWith('setOptinStatus') && b?.status) kept = b.status;
    if (b) expect(b).toMatchObject({ purpose: 'location', textVersion: 'location-2026.11' });
    return answer(kept) as never;
  });
  signInForTest({
    clientKey: 'c1',
    accountKey: 'a1',
    name: 'Ana',
    cpf: '39053344705',
    token: { value: 't', expiresAt: Date.now() + 3_600_000 },
  });
});
afterEach(() => {
  sessionStore.clear('logout');
  setLocale('pt-BR');
});

describe('/locationConsent', () => {
  it('opened by its path alone: a yes is pending until the device allows, then given; done goes home', async () => {
    device('prompt', 'allow');
    open();
    expect((await screen.findByTestId('optin-status')).dataset.status).toBe('UNDECIDED');
    fireEvent.click(screen.getByTestId('optin-in'));
    await waitFor(() => expect(screen.getByTestId('optin-status').dataset.status).toBe('OPTED_IN'));
    expect(calls).toEqual(['getOptinStatus/location', 'preUpdateOptin', 'setOptinStatus']);
    expect(screen.getByTestId('location-hint').dataset.hint).toBe('on');
    expect((screen.getByTestId('optin-in') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('location-done'));
    expect((await screen.findByTestId('where')).textContent).toBe('/newWalletLaunch');
  });

  it('a device that refuses leaves the yes pending and says how to unblock it; a no is kept; back goes home', async () => {
    device('prompt', 'refuse');
    open();
    fireEvent.click(await screen.findByTestId('optin-in'));
    await waitFor(() => expect(screen.getByTestId('location-hint').dataset.hint).toBe('blocked'));
    expect(screen.getByTestId('optin-status').dataset.status).toBe('PENDING');
    expect(calls).not.toContain('setOptinStatus');
    expect(screen.getByTestId('location-hint').textContent).toContain('bloqueando a localização');
    fireEvent.click(screen.getByTestId('optin-out'));
    await waitFor(() => expect(screen.getByTestId('optin-status').dataset.status).toBe('OPTED_OUT'));
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('where')).textContent).toBe('/newWalletLaunch');
  });

  it('opened from the settings, back returns there; a consent given elsewhere asks only this device, in English', async () => {
    kept = 'OPTED_IN';
    device('prompt', 'allow');
    setLocale('en');
    open({ returnTo: '/appSettings' });
    expect((await screen.findByTestId('location-hint')).textContent).toBe(
      'Location still needs your permission on this phone or browser. Tap Allow location.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Allow location' }));
    await waitFor(() => expect(screen.getByTestId('location-hint').dataset.hint).toBe('on'));
    // already given: only the device was asked, nothing kept again
    expect(calls).toEqual(['getOptinStatus/location']);
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect((await screen.findByTestId('where')).textContent).toBe('/appSettings');
  });
});
