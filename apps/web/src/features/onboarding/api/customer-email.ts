import { bank } from '../../../lib/bank/bank.ts';

// The e-mail given at opening, confirmed by the logged-in customer through the bank (docs/bank-api.md,
// Opening an account): the onboarding token is gone once the account opened and the app was closed.

export interface RegistrationStatus {
  statusCadastroClienteId: number;
  emailConfirmado: boolean;
  emailMascarado: string;
}

export const fetchRegistrationStatus = () =>
  bank.call<RegistrationStatus>('cliente/verificar-status-cliente');

export const sendCustomerEmailCode = () =>
  bank.call<{ emailMascarado: string }>('cliente/confirmacao-email/enviar');

export const confirmCustomerEmail = (codigo: string) =>
  bank.call<{ emailConfirmado: boolean }>('cliente/confirmacao-email', { codigo });
