export {
  ACCOUNT_NUMBER_MAX_LENGTH,
  accountCheckDigit,
  accountNumberOf,
  formatAccountNumber,
  type ParsedAccountNumber,
  parseAccountNumber,
} from './account.ts';
export {
  ADDRESS_NUMBER_MAX_LENGTH,
  COMPLEMENT_MAX_LENGTH,
  type ComplementIssue,
  complementIssue,
  isValidAddressNumber,
  isValidComplement,
  isValidStreetText,
  titleCase,
} from './address.ts';
export { CEP_LENGTH, formatCep, isValidCep, type ParsedCep, parseCep } from './cep.ts';
export {
  CNPJ_LENGTH,
  cnpjCheckDigits,
  formatCnpj,
  isValidCnpj,
  isValidCpfOrCnpj,
  stripCnpj,
} from './cnpj.ts';
export { BRAZIL_MCC, countryOfMcc, isBrazil, type KnownCountry, MOBILE_COUNTRY_CODES } from './country.ts';
export {
  CPF_LENGTH,
  type CpfMode,
  cpfCheckDigits,
  formatCpf,
  isValidCpf,
  maskCpf,
  type ParsedCpf,
  parseCpf,
  stripCpf,
} from './cpf.ts';
export {
  isGuessablePin,
  NEW_PASSWORD_PROBLEM_TEXT,
  type NewPasswordProblem,
  newPasswordProblem,
} from './credential-rules.ts';
export {
  ANATEL_DDDS,
  BRAZIL_DDI,
  isAssignedDdd,
  type MobileNumberProblem,
  mobileNumberProblem,
} from './ddd.ts';
export { applyPattern, isRepeated, onlyDigits } from './digits.ts';
export { isValidEmail, maskEmail } from './email.ts';
export { HOLDER_NAME_MAX_LENGTH, isValidHolderName } from './holder-name.ts';
export {
  isCompletePin,
  isValidName,
  isValidPassword,
  isValidPin,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_LENGTH,
} from './person.ts';
export {
  CANCEL_PHONE_MASK_LENGTH,
  formatPhone,
  isValidDdd,
  isValidMobilePhone,
  maskPhoneTail,
  type ParsedPhone,
  parsePhone,
  phoneDigits,
} from './phone.ts';
export { formatRg, MISSING_ISSUE_DATE, type ParsedRg, parseRg, RG_MAX_LENGTH, stripRg } from './rg.ts';
export { formatSalary, isValidSalary, SALARY_MAX_DIGITS, salaryToCentavos } from './salary.ts';
export { BRAZILIAN_STATES, isStateCode, type StateCode, stateName } from './states.ts';
