import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { inPasswordChange } from './password-context.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** usuarios/alterar-senha-acesso-cliente: the current password, then the new one. */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  try {
    await bank.call('usuarios/alterar-senha-acesso-cliente', {
      senhaAtual: currentPassword,
      novaSenha: newPassword,
    });
  } catch (error) {
    throw inPasswordChange(error);
  }
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['security', 'password-change'], mutationFn: changePassword });
}
