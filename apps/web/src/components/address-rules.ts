import { CEP_LENGTH, complementIssue, isValidAddressNumber, isValidStreetText } from '@carteira/core/br';
import type { MessageKey } from '../lib/i18n/define-messages.ts';
import type { addressMessages } from './address-messages.ts';

/** What a CEP look-up answers (the bank's utilidades/consultar-cep), in the screen's words. */
export interface CepLookup {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  /** The CEP's own note ("lado ímpar"), shown, not typed. */
  complement: string;
}

/** The address the shared screen hands over: the CEP's 8 digits, the look-up's city and state. */
export interface AddressValue {
  cep: string;
  street: string;
  neighborhood: string;
  number: string;
  /** What the customer typed in the reference field (the wire's complemento). */
  complement: string;
  city: string;
  state: string;
}

export type AddressProblems = Partial<
  Record<'street' | 'neighborhood' | 'number' | 'complement', MessageKey<typeof addressMessages>>
>;

/** The field rules of wallet.md section 5 (address form); an empty object when every field is fine. */
export function addressProblems(a: Pick<AddressValue, 'street' | 'neighborhood' | 'number' | 'complement'>) {
  const problems: AddressProblems = {};
  if (!isValidStreetText(a.street)) problems.street = 'invalidText';
  if (!isValidStreetText(a.neighborhood)) problems.neighborhood = 'invalidText';
  if (!isValidAddressNumber(a.number)) problems.number = 'invalidNumber';
  const complement = complementIssue(a.complement.trim());
  if (complement) problems.complement = complement;
  return problems;
}

/**
 * Next is enabled only when the CEP was verified by the look-up (for the CEP now typed) and the
 * CEP, neighbourhood, street and number are filled.
 */
export function canGoNext(
  cep: string,
  verifiedCep: string | null,
  a: Pick<AddressValue, 'street' | 'neighborhood' | 'number'>,
) {
  return (
    cep.length === CEP_LENGTH &&
    verifiedCep === cep &&
    a.street.trim() !== '' &&
    a.neighborhood.trim() !== '' &&
    a.number.trim() !== ''
  );
}
