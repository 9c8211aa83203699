import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { AppRouter } from '../../../lib/navigation/app-router.tsx';
import { memoryAppHistory } from '../../../lib/navigation/memory-app-history.ts';
import { RouteGroupContext } from '../../../lib/navigation/route-group.ts';
import { NotAvailablePage } from './not-available-page.tsx';

afterEach(() => setLocale('pt-BR'));

function renderGroup(group: string) {
  const history = memoryAppHistory(['/from', '/area'], 1);
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/from" element={<p>from</p>} />
        <Route path="/newWalletLaunch" element={<p>home</p>} />
        <Route
          path="/area"
          element={
            <RouteGroupContext value={group}>
              <NotAvailablePage />
            </RouteGroupContext>
          }
        />
      </Routes>
    </AppRouter>,
  );
  return history;
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
    const history = renderGroup('deposit');
    expect(screen.getByRole('heading', { name: 'Ainda não disponível' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('top-bar-back'));
    await act(async () => {});
    expect(history.location.pathname).toBe('/newWalletLaunch');
  });
});
