import { BankCode } from '@carteira/core/errors';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { AccountStatusPage } from './account-status-page.tsx';
import { CancelAccountPage } from './cancel-account-page.tsx';
import { UnblockAccountPage } from './unblock-account-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const call = vi.mocked(bank.call);

const status = (idStatusConta: number, extra: Record<string, unknown> = {}) => ({
  idStatusConta,
  podeDesbloquearPorSelfie: idStatusConta === 2,
  dataAlteracaoStatus: '2026-11-20T10:00:00-03:00',
  dataEncerramento: null,
  pendenciasEncerramento: [],
  ...extra,
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/accountStatus', element: <AccountStatusPage /> },
      { path: '/unblockAccount', element: <UnblockAccountPage /> },
      { path: '/cancelAccount', element: <CancelAccountPage /> },
      { path: '*', element: <p data-testid="left-route" /> },
    ],
    { at: path, from: '/myAccount' },
  );
}

beforeEach(() => {
  call.mockReset();
  signInForTest({ accountNumber: '10000119', name: 'Kleber', cpf: '46291807378' });
});
afterEach(() => setLocale('pt-BR'));

describe('/accountStatus', () => {
  it('reads the status with GET and the account key in the body, and offers the selfie for a block of the customer', async () => {
    call.mockResolvedValue(status(2));
    renderAt('/accountStatus');
    expect((await screen.findByTestId('account-status-name')).textContent).toBe('Bloqueada a seu pedido');
    expect(screen.getByText('Desde 20/11/2026')).toBeTruthy();
    expect(screen.getByTestId('account-status-unblock')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'gestao-contas/conta-corrente/status',
      { chaveDeConta: 'account-1' },
      { method: 'GET' },
    );
  });

  it('says in English that a court order is not lifted in the app, with no selfie offered', async () => {
    act(() => setLocale('en'));
    call.mockResolvedValue(status(6));
    renderAt('/accountStatus');
    expect((await screen.findByTestId('account-status-name')).textContent).toBe('Blocked by court order');
    expect(screen.getByTestId('account-status-how').textContent).toContain('cannot be lifted in the app');
    expect(screen.getByText('Since 20/11/2026')).toBeTruthy();
    expect(screen.queryByTestId('account-status-unblock')).toBeNull();
    expect(screen.queryByTestId('account-status-cancel')).toBeNull();
  });
});

describe('/unblockAccount', () => {
  it('sends a customer whose block is not theirs back to the status, in English', async () => {
    act(() => setLocale('en'));
    call.mockResolvedValue(status(8));
    renderAt('/unblockAccount');
    expect((await screen.findByTestId('unblock-not-allowed')).textContent).toContain(
      'cannot be lifted in the app',
    );
  });

  it('walks the first stages and goes back one at a time', async () => {
    call.mockResolvedValue(status(2));
    renderAt('/unblockAccount');
    fireEvent.click(await screen.findByTestId('unblock-next'));
    expect(screen.getByTestId('unblock-selfie-info')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unblock-next'));
    expect(screen.getByTestId('unblock-face')).toBeTruthy();
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect(screen.getByTestId('unblock-selfie-info')).toBeTruthy();
  });
});

describe('/cancelAccount', () => {
  it('names what keeps the account open, in English, and asks for no code', async () => {
    act(() => setLocale('en'));
    call.mockResolvedValue(status(1, { pendenciasEncerramento: ['SALDO', 'AGENDAMENTO'] }));
    renderAt('/cancelAccount');
    expect((await screen.findByTestId('cancel-blocker-SALDO')).textContent).toContain('balance');
    expect(screen.getByTestId('cancel-blocker-AGENDAMENTO').textContent).toContain('scheduled payments');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks the reason, sends the code, shows a wrong code and closes with the right one', async () => {
    call.mockImplementation(async (path) => {
      if (path === 'gestao-contas/conta-corrente/status') return status(1);
      if (path === 'token/gerar-2fa-cancelamento-de-conta-multipla') return { celularMascarado: '*****1357' };
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/cancelAccount');
    fireEvent.click(await screen.findByTestId('cancel-continue'));
    fireEvent.click(screen.getByTestId('option-TARIFAS'));
    fireEvent.click(screen.getByTestId('option-next'));
    expect((await screen.findByTestId('cancel-code-sent')).textContent).toContain('*****1357');

    call.mockRejectedValueOnce(
      new BankError(BankCode.IncorrectVerificationCode, 400, 'error.incorrectVerificationCode'),
    );
    fireEvent.change(screen.getByTestId('cancel-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('cancel-close'));
    expect(await screen.findByTestId('cancel-error')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('conta/cancelar-conta', {
      chaveDeConta: 'account-1',
      token: '000000',
      motivo: 'TARIFAS',
    });

    call.mockResolvedValueOnce({ idStatusConta: 11 });
    fireEvent.change(screen.getByTestId('cancel-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('cancel-close'));
    await waitFor(() => expect(screen.getByTestId('cancel-done')).toBeTruthy());
  });
});
