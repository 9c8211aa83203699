import {
  complementIssue,
  isStateCode,
  isValidAddressNumber,
  isValidCep,
  isValidStreetText,
} from '@carteira/core/br';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { DeliveryAddress } from '../flow/terms-types.ts';
import type { termsMessages } from '../messages.ts';

export type AddressField = keyof DeliveryAddress;
export type AddressProblems = Partial<Record<AddressField, MessageKey<typeof termsMessages>>>;

export const EMPTY_ADDRESS: DeliveryAddress = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  uf: '',
};

/** The address form's rules (wallet.md section 5); an empty object when every field is fine. */
export function addressProblems(address: DeliveryAddress): AddressProblems {
  const problems: AddressProblems = {};
  if (!isValidCep(address.cep)) problems.cep = 'cepInvalid';
  if (!isValidStreetText(address.street)) problems.street = 'streetInvalid';
  if (!isValidAddressNumber(address.number)) problems.number = 'numberInvalid';
  const complement = complementIssue(address.complement);
  if (complement === 'invalidComplement') problems.complement = 'complementTooLong';
  if (complement === 'noSpecialCharacters') problems.complement = 'complementCharacters';
  if (!isValidStreetText(address.neighborhood)) problems.neighborhood = 'neighborhoodInvalid';
  if (!isValidStreetText(address.city)) problems.city = 'cityInvalid';
  if (!isStateCode(address.uf)) problems.uf = 'ufInvalid';
  return problems;
}

export function isAddressValid(address: DeliveryAddress): boolean {
  return Object.keys(addressProblems(address)).length === 0;
}
