import { isAssignedDdd, isValidEmail } from '@carteira/core/br';
import { z } from 'zod';
import { BankError } from '../../bank-errors.ts';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, digits, pin } from '../../schemas.ts';
import { CODE_LENGTH } from '../credentials/otp.ts';
import { clientStatus, confirmEmailCode, sendEmailConfirmationCode } from './email-confirmation.service.ts';
import { applyChange, confirmChangeFace } from './profile.service.ts';
import { completeAddress } from './profile-address.ts';
import { requestAddressChange, requestEmailChange, requestPhoneChange } from './profile-request.service.ts';

const email = z
  .string()
  .max(120, 'deve ter no máximo 120 caracteres')
  .transform((v) => v.trim())
  .refine(isValidEmail, 'deve ser um e-mail válido');
const celular = z.object({
  ddd: z.string().regex(/^\d{2}$/, 'deve ter 2 dígitos'),
  numero: z.string().regex(/^9\d{8}$/, 'deve ter 9 dígitos começando com 9'),
});
const endereco = z.object({
  cep: digits(8, 8, 'deve ter 8 dígitos', 'dash'),
  rua: z.string().max(80, 'deve ter no máximo 80 caracteres').optional(),
  bairro: z.string().max(60, 'deve ter no máximo 60 caracteres').optional(),
  numero: z.string().max(5, 'deve ter no máximo 5 dígitos'),
  complemento: z.string().max(60, 'deve ter no máximo 30 caracteres').default(''),
});
const changeKey = z.string().uuid('deve ser uma chave válida');
/** The selfie: base64, 1 KB to 2 MB. */
const selfie = z
  .string()
  .min(1_368, 'deve ser uma imagem')
  .max(2_796_204, 'deve ter no máximo 2 MB')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'deve ser base64');
const clientKey = z.string().min(1).max(64);
const apply = z.object({ chaveDeCliente: clientKey, chaveDeAlteracao: changeKey });

/**
 * Profile edits (wallet.md section 2, Profile edit; section 7, Client; docs/bank-api.md): the e-mail,
 * the mobile phone and the mailing address, each through PIN, a code, a selfie, then the PUT.
 */
export const profileRoutes = [
  defineRoute({
    path: 'token/gerar-2fa-alteracao-email',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, pin, email }),
    handler: ({ input, deps, session }) => requestEmailChange(deps, session, input),
  }),
  defineRoute({
    path: 'token/gerar-2fa-alteracao-celular',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, pin, celular }),
    handler: ({ input, deps, session }) => {
      // 40050: a DDD Anatel assigns to no area (cross-cutting.md section 8).
      if (!isAssignedDdd(input.celular.ddd)) throw new BankError('AREA_CODE_INVALID');
      return requestPhoneChange(deps, session, {
        chaveDeConta: input.chaveDeConta,
        pin: input.pin,
        ...input.celular,
      });
    },
  }),
  defineRoute({
    path: 'token/gerar-2fa-alteracao-endereco-correspondencia',
    method: 'POST',
    auth: true,
    // Second-factor types (wallet.md section 9): 2 SMS, 3 e-mail.
    schema: z.object({
      chaveDeConta: accountKey,
      pin,
      tipoSegundoFator: z.union([z.literal(2), z.literal(3)]),
      enderecoCorrespondencia: endereco,
    }),
    handler: ({ input, deps, session }) =>
      requestAddressChange(deps, session, {
        chaveDeConta: input.chaveDeConta,
        pin: input.pin,
        channel: input.tipoSegundoFator === 2 ? 'sms' : 'email',
        endereco: () => completeAddress(deps.ports.ceps, input.enderecoCorrespondencia),
      }),
  }),
  defineRoute({
    path: 'cliente/solicitar-alteracao-de-dados-email-caf',
    method: 'POST',
    auth: true,
    schema: z.object({
      chaveDeAlteracao: changeKey,
      token: z
        .string()
        .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `deve ter ${CODE_LENGTH} dígitos`)
        .optional(),
      imagemBase64: selfie,
    }),
    handler: ({ input, deps, session }) =>
      confirmChangeFace(deps, session, {
        chaveDeAlteracao: input.chaveDeAlteracao,
        token: input.token,
        image: new Uint8Array(Buffer.from(input.imagemBase64, 'base64')),
      }),
  }),
  defineRoute({
    path: 'cliente/email',
    method: 'PUT',
    auth: true,
    schema: apply,
    handler: ({ input, deps, session }) => applyChange(deps, session, 'email', input),
  }),
  defineRoute({
    path: 'cliente/telefone',
    method: 'PUT',
    auth: true,
    schema: apply,
    handler: ({ input, deps, session }) => applyChange(deps, session, 'phone', input),
  }),
  defineRoute({
    path: 'cliente/endereco-correspondencia',
    method: 'PUT',
    auth: true,
    schema: apply,
    handler: ({ input, deps, session }) => applyChange(deps, session, 'address', input),
  }),
  // The e-mail given at opening, confirmed after the account opened (wallet.md section 4, status 13).
  defineRoute({
    path: 'cliente/verificar-status-cliente',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeCliente: clientKey }),
    handler: ({ input, deps, session }) => clientStatus(deps, session, input.chaveDeCliente),
  }),
  defineRoute({
    path: 'cliente/confirmacao-email/enviar',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeCliente: clientKey }),
    handler: ({ input, deps, session }) => sendEmailConfirmationCode(deps, session, input.chaveDeCliente),
  }),
  defineRoute({
    path: 'cliente/confirmacao-email',
    method: 'POST',
    auth: true,
    schema: z.object({
      chaveDeCliente: clientKey,
      codigo: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos'),
    }),
    handler: ({ input, deps, session }) =>
      confirmEmailCode(deps, session, input.chaveDeCliente, input.codigo),
  }),
];
