import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { NotAvailablePage } from './not-available-page.tsx';

afterEach(() => setLocale('pt-BR'));

function renderGroup(group: string) {
  const router = createMemoryRouter(
    [
      { path: '/from', element: <p>from</p> },
      { path: '/newWalletLaunch', element: <p>home</p> },
      { path: '/area', element: <NotAvailablePage />, handle: { group } },
    ],
    { initialEntries: ['/from', '/area'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the not-available page', () => {
  it('agrees the verb with a plural area and a singular one', () => {
    renderGroup('deposit');
    expect(screen.getByTestId('not-available-page').textContent).toContain(
      'Depósito e boleto ainda não estão disponíveis',
    );
  });

  it('keeps the singular for one area, in English too', () => {
    act(() => setLocale('en'));
    renderGroup('recharge');
    expect(screen.getByTestId('not-available-page').textContent).toContain('Phone recharge is not available');
  });

  it('has the top bar with a back arrow (home when the visit has no history of its own)', async () => {
    const router = renderGroup('deposit');
    expect(screen.getByRole('heading', { name: 'Ainda não disponível' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('top-bar-back'));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/newWalletLaunch');
  });
});
