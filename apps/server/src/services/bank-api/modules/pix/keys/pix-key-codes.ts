import type { PixKeyType } from '@carteira/core/pix';

/**
 * The sender of Pix key validation codes, a port: it delivers a code to the phone (SMS) or e-mail
 * being registered as a key and answers the code it sent; the bank keeps only its hash.
 */
export interface PixKeyCodeSender {
  send: (tipo: PixKeyType, chave: string) => Promise<string>;
}
