import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { hasSeenFirstAccess, markFirstAccessSeen } from '../flow/first-access.ts';
import { PixFirstAccessPage } from './pix-first-access-page.tsx';
import { PixLandingPage } from './pix-landing-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({ useSession: () => ({ accountKey: 'account-1' }) }));

const KEY = { chaveEnderecamento: '+5521998765432', tipoChave: 'PHONE', idTipoChave: 3, dataCriacao: '' };

/** A home with a Pix entry, as the app's home: the landing is reached by moving inside the app. */
function Home() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="open-pix" onClick={() => navigate('/pixLandingComponent')}>
      Pix
    </button>
  );
}

function renderAt(entry: { pathname: string; state?: unknown }) {
  return renderRoutes(
    [
      { path: '/newWalletLaunch', element: <Home /> },
      { path: '/pixLandingComponent', element: <PixLandingPage /> },
      { path: '/pixFirstAccess', element: <PixFirstAccessPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at: entry },
  );
}

function keysAnswer(chaves: unknown[]) {
  vi.mocked(bank.call).mockImplementation(async (path: string) => {
    if (path === 'pix/enderecamento/consultar-chaves') return { chaves };
    throw new Error(`unexpected ${path}`);
  });
}

describe('Pix landing and first access', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(bank.call).mockReset();
  });

  it('sends a customer with no key to first access once, in place of the landing', async () => {
    keysAnswer([]);
    const router = renderAt({ pathname: '/newWalletLaunch' });
    fireEvent.click(await screen.findByTestId('open-pix'));
    expect(await screen.findByTestId('pix-first-access')).toBeTruthy();
    expect(hasSeenFirstAccess('account-1')).toBe(true);
    fireEvent.click(screen.getByTestId('pix-first-access-landing'));
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
    // first access replaced the landing, and the landing replaced first access: back is home
    await router.navigate(-1);
    expect(await screen.findByTestId('open-pix')).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-pix'));
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
  });

  it('shows the landing to a customer with a key, and records nothing', async () => {
    keysAnswer([KEY]);
    renderAt({ pathname: '/newWalletLaunch' });
    fireEvent.click(await screen.findByTestId('open-pix'));
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
    expect(hasSeenFirstAccess('account-1')).toBe(false);
  });

  it('opens the landing itself from a link or reload, after first access was seen, or with an action', async () => {
    keysAnswer([]);
    renderAt({ pathname: '/pixLandingComponent' });
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('asks no keys once first access was seen', async () => {
    keysAnswer([]);
    markFirstAccessSeen('account-1');
    renderAt({ pathname: '/newWalletLaunch' });
    fireEvent.click(await screen.findByTestId('open-pix'));
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('leaves the landing below a deep link action as the landing, not first access', async () => {
    keysAnswer([]);
    const router = renderAt({ pathname: '/newWalletLaunch' });
    await screen.findByTestId('open-pix');
    await router.navigate('/pixLandingComponent', { state: { pixAction: 'receive' } });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pixReceive');
    await router.navigate(-1);
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
    expect(bank.call).not.toHaveBeenCalled();
  });

  it('carries out a deep link action without first access', async () => {
    keysAnswer([]);
    renderAt({ pathname: '/pixLandingComponent', state: { pixAction: 'receive' } });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(bank.call).not.toHaveBeenCalled();
  });
});
