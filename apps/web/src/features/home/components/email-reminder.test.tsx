import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signInForTest } from '../../../test/signed-in.ts';
import { EmailReminder } from './email-reminder.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const open = () =>
  renderRoutes(
    [
      { path: '/newWalletLaunch', element: <EmailReminder /> },
      { path: '/validateEmail', element: <Where /> },
    ],
    { at: '/newWalletLaunch' },
  );

beforeEach(() => {
  call.mockReset();
  signInForTest({ accountNumber: '20000014', name: 'Joana Prado', cpf: '41230000100' });
});
afterEach(() => setLocale('pt-BR'));

describe("home's e-mail reminder", () => {
  it('shows while the e-mail waits for its code (13) and opens /validateEmail', async () => {
    call.mockResolvedValueOnce({
      statusCadastroClienteId: 13,
      emailConfirmado: false,
      emailMascarado: 'j@x.com',
    });
    open();
    const reminder = await screen.findByTestId('home-email-reminder');
    expect(reminder.textContent).toContain('Confirme seu e-mail');
    expect(call).toHaveBeenCalledWith('cliente/verificar-status-cliente');
    fireEvent.click(reminder);
    expect((await screen.findByTestId('where')).textContent).toBe('/validateEmail');
  });

  it('in English too', async () => {
    act(() => setLocale('en'));
    call.mockResolvedValueOnce({ statusCadastroClienteId: 13, emailConfirmado: false, emailMascarado: '' });
    open();
    expect((await screen.findByTestId('home-email-reminder')).textContent).toContain(
      'Confirm your e-mailTap here to confirm it with a code.',
    );
  });

  it('says nothing once confirmed (2)', async () => {
    call.mockResolvedValueOnce({ statusCadastroClienteId: 2, emailConfirmado: true, emailMascarado: '' });
    open();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('home-email-reminder')).toBeNull();
  });

  it('says nothing when the status call fails', async () => {
    call.mockRejectedValue(new BankError(50000, 500, 'error.technicalIssue'));
    open();
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('home-email-reminder')).toBeNull();
  });
});
