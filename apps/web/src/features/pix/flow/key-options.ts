import { PixKeyType } from '@carteira/core/pix';

/** The key types a customer may register here. */
export type NewKeyType = 'PHONE' | 'EVP' | 'EMAIL' | 'CPF';

/** Types that need a validation code sent to the value before the key is created. */
export function needsValidation(type: NewKeyType): type is 'PHONE' | 'EMAIL' {
  return type === 'PHONE' || type === 'EMAIL';
}

/** wallet.md option menu: phone, random key, e-mail, plus CPF unless the customer already holds a CPF key. */
export function newKeyOptions(held: readonly { type: PixKeyType }[]): NewKeyType[] {
  const options: NewKeyType[] = ['PHONE', 'EVP', 'EMAIL'];
  if (!held.some((key) => key.type === PixKeyType.CPF)) options.push('CPF');
  return options;
}
