import { PixKeyType } from '@carteira/core/pix';

/** The e-mail validation code of the sandbox (no e-mail is sent). */
export const SANDBOX_EMAIL_CODE = '135790';

/**
 * The validation code the sandbox "sends" for a key (deterministic, see README.md): for a phone key
 * the last 6 digits of the number, for an e-mail key always SANDBOX_EMAIL_CODE.
 */
export function sandboxValidationCode(tipo: PixKeyType, chave: string): string {
  return tipo === PixKeyType.PHONE ? chave.replace(/\D/g, '').slice(-6) : SANDBOX_EMAIL_CODE;
}
