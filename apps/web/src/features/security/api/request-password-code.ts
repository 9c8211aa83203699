import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

export type CodeChannel = 'sms' | 'email';

export interface PasswordCodeRequest {
  /** 11 digits. */
  cpf: string;
  channel: CodeChannel;
}

const PATHS: Record<CodeChannel, string> = {
  sms: 'usuarios/solicitar-reset-senha-por-token-sms',
  email: 'usuarios/solicitar-reset-senha-por-token',
};

/**
 * usuarios/solicitar-reset-senha-por-token(-sms): a code to the registered phone or e-mail. The bank
 * answers the same whether or not the CPF has an account.
 */
export async function requestPasswordCode({ cpf, channel }: PasswordCodeRequest): Promise<void> {
  await bank.call(PATHS[channel], { identificacaoFiscal: cpf }, { auth: false });
}

export function useRequestPasswordCode() {
  return useMutation({ mutationKey: ['security', 'password-code'], mutationFn: requestPasswordCode });
}
