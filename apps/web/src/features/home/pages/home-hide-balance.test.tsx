import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { reloadHideBalance, setHideBalance } from '../../../lib/settings/hide-balance.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { HomePage } from './home-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

beforeEach(() => {
  vi.mocked(bank.call).mockResolvedValue({ saldo: 1234.56 });
  signInForTest({ name: 'Ana Beatriz', cpf: '39053344705' });
});
afterEach(() => setHideBalance(false));

const renderHome = () =>
  renderRoutes([{ path: '/newWalletLaunch', element: <HomePage /> }], { at: '/newWalletLaunch' });

describe('home honours "hide balance on opening"', () => {
  it('opens with the balance hidden when the device keeps that choice, and the eye changes the same choice', async () => {
    localStorage.setItem('carteira.hideValues', '1');
    reloadHideBalance();
    renderHome();
    await vi.waitFor(() => expect(screen.getByTestId('balance-value').dataset.state).toBe('hidden'));
    expect(screen.queryByText('R$ 1.234,56')).toBeNull();
    fireEvent.click(screen.getByTestId('toggle-values'));
    expect(screen.getByTestId('balance-value').textContent).toBe('R$ 1.234,56');
    expect(localStorage.getItem('carteira.hideValues')).toBe('0');
  });

  it('opens with the balance shown otherwise', async () => {
    reloadHideBalance();
    renderHome();
    expect((await screen.findByText('R$ 1.234,56')).dataset.testid).toBe('balance-value');
  });
});
