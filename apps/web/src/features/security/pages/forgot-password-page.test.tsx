import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

const CPF = '85301649205';
const call = vi.mocked(bank.call);

function renderPage() {
  return renderRoutes(
    [
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '*', element: <p data-testid="left-route" /> },
    ],
    { at: '/forgotPassword', from: '/newLogin' },
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/forgotPassword', () => {
  beforeEach(() => call.mockReset());

  it('asks for a valid CPF before any call, then sends the code by SMS', async () => {
    renderPage();
    type('forgot-cpf', '11111111111');
    fireEvent.click(screen.getByTestId('forgot-by-sms'));
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce({ enviado: true, canal: 'sms', validadeSegundos: 600 });
    type('forgot-cpf', CPF);
    fireEvent.click(screen.getByTestId('forgot-by-sms'));
    await screen.findByTestId('forgot-code-sent');
    expect(call).toHaveBeenCalledWith(
      'usuarios/solicitar-reset-senha-por-token-sms',
      { identificacaoFiscal: CPF },
      { auth: false },
    );
  });

  it('checks the new password in the page, shows a wrong code, and ends on done', async () => {
    renderPage();
    call.mockResolvedValueOnce({ enviado: true, canal: 'email', validadeSegundos: 600 });
    type('forgot-cpf', CPF);
    fireEvent.click(screen.getByTestId('forgot-by-email'));
    await screen.findByTestId('forgot-code-sent');

    type('forgot-code', '123456');
    type('security-new-password', `x${CPF}`);
    type('security-repeat-password', `x${CPF}`);
    fireEvent.click(screen.getByTestId('forgot-save'));
    expect(await screen.findByText('A senha não pode conter o seu CPF.')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);

    call.mockRejectedValueOnce(
      new BankError(23003, 400, 'error.passwordChangeFailed', 'error.incorrectVerificationCode'),
    );
    type('security-new-password', 'Recomeco2026');
    type('security-repeat-password', 'Recomeco2026');
    fireEvent.click(screen.getByTestId('forgot-save'));
    expect((await screen.findByTestId('security-error')).textContent).toContain('código de verificação');
    expect(call).toHaveBeenLastCalledWith(
      'usuarios/alterar-senha-usuario-por-token',
      { identificacaoFiscal: CPF, token: '123456', novaSenha: 'Recomeco2026' },
      { auth: false },
    );

    call.mockResolvedValueOnce({});
    type('forgot-code', '654321');
    fireEvent.click(screen.getByTestId('forgot-save'));
    await waitFor(() => expect(screen.getByTestId('security-done').textContent).toContain('Senha alterada'));
  });
});
