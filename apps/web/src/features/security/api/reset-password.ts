import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

export interface PasswordReset {
  cpf: string;
  code: string;
  newPassword: string;
}

/** usuarios/alterar-senha-usuario-por-token: the code and a new password; lifts a blocked login. */
export async function resetPassword({ cpf, code, newPassword }: PasswordReset): Promise<void> {
  await bank.call(
    'usuarios/alterar-senha-usuario-por-token',
    { identificacaoFiscal: cpf, token: code, novaSenha: newPassword },
    { auth: false },
  );
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['security', 'password-reset'], mutationFn: resetPassword });
}
