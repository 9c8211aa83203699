import { isValidCpf } from '@carteira/core/br';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin } from '../../schemas.ts';
import { CODE_LENGTH } from './otp.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';
import { changePin, requestPinReset, resetPin } from './pin-credentials.service.ts';

const cpf = z
  .string()
  .regex(/^\d{11}$/, 'deve ter 11 dígitos')
  .refine((v) => isValidCpf(v), 'não é um CPF válido');
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `deve ter ${CODE_LENGTH} dígitos`);
/** Any text up to 64 characters: the rules (8 to 16 once spaces go) are checked by the service (40022). */
const password = z.string().min(1).max(64);
const cpfOnly = z.object({ identificacaoFiscal: cpf });

/**
 * Getting back in (wallet.md section 7, Auth and users and Account; docs/bank-api.md): forgot and
 * change password, forgot and change PIN. Limited and audited in credentials_* tables.
 */
export const credentialRoutes = [
  defineRoute({
    path: 'usuarios/solicitar-reset-senha-por-token-sms',
    method: 'POST',
    auth: false,
    schema: cpfOnly,
    handler: ({ input, deps }) => requestPasswordReset(deps, input.identificacaoFiscal, 'sms'),
  }),
  defineRoute({
    path: 'usuarios/solicitar-reset-senha-por-token',
    method: 'POST',
    auth: false,
    schema: cpfOnly,
    handler: ({ input, deps }) => requestPasswordReset(deps, input.identificacaoFiscal, 'email'),
  }),
  defineRoute({
    path: 'usuarios/alterar-senha-usuario-por-token',
    method: 'POST',
    auth: false,
    schema: z.object({ identificacaoFiscal: cpf, token: code, novaSenha: password }),
    handler: ({ input, deps }) =>
      resetPassword(deps, { cpf: input.identificacaoFiscal, code: input.token, novaSenha: input.novaSenha }),
  }),
  defineRoute({
    path: 'usuarios/alterar-senha-acesso-cliente',
    method: 'POST',
    auth: true,
    schema: z.object({ senhaAtual: password, novaSenha: password }),
    handler: ({ input, deps, session }) => changePassword(deps, session, input),
  }),
  defineRoute({
    path: 'conta/trocar-pin-conta-sync-pin-cartoes',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, pinAtual: pin, novoPin: pin }),
    handler: ({ input, deps, session }) => changePin(deps, session, input),
  }),
  defineRoute({
    path: 'token/gerar-2fa-alteracao-pin-conta',
    method: 'POST',
    auth: true,
    // Second-factor types (cross-cutting.md section 9): 2 SMS, 3 e-mail.
    schema: z.object({ chaveDeConta: accountKey, tipoSegundoFator: z.union([z.literal(2), z.literal(3)]) }),
    handler: ({ input, deps, session }) =>
      requestPinReset(deps, session, {
        chaveDeConta: input.chaveDeConta,
        channel: input.tipoSegundoFator === 2 ? 'sms' : 'email',
      }),
  }),
  defineRoute({
    path: 'conta/alterar-pin-conta-por-token-sync-pin-cartoes',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, senha: password, token: code, novoPin: pin }),
    handler: ({ input, deps, session }) =>
      resetPin(deps, session, {
        chaveDeConta: input.chaveDeConta,
        senha: input.senha,
        code: input.token,
        novoPin: input.novoPin,
      }),
  }),
];
