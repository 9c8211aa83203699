import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, isValidName, stripCnpj } from '@carteira/core/br';
import { dictKeyType, normalizePixKey, PixKeyType, validatePixKey } from '@carteira/core/pix';
import type { BankErrorKey } from '../../../lib/bank/bank-error.ts';
import type {
  AccountType,
  ContactKey,
  ContactKeyType,
  SaveContactDraft,
} from '../../../lib/bank/contacts.ts';
import type { NewContactKey } from '../api/contact-wire.ts';

/** wallet.md option menu "Contact key type": phone, e-mail, CPF, CNPJ, random key; and an account. */
export type KeyChoice = 'PHONE' | 'EMAIL' | 'CPF' | 'CNPJ' | 'EVP' | 'ACCOUNT';

export const KEY_CHOICE_TYPE: Readonly<Record<Exclude<KeyChoice, 'ACCOUNT'>, ContactKeyType>> = {
  PHONE: PixKeyType.PHONE,
  EMAIL: PixKeyType.EMAIL,
  CPF: PixKeyType.CPF,
  CNPJ: PixKeyType.CNPJ,
  EVP: PixKeyType.EVP,
};

export const NICKNAME_MAX = 40;
export const NAME_MAX = 140;

export interface Details {
  taxId: string;
  name: string;
  nickname: string;
}

export interface AccountDraft {
  institution: string;
  agency: string;
  account: string;
  accountType: AccountType;
}

/**
 * One state per screen of adding a contact. `preset` is the key a receipt handed over (saved with the
 * details, no key screens); `existing` the keys the contact already has (adding a key to it).
 */
export type AddContactState =
  | {
      step: 'details';
      details: Details;
      maskedTaxId?: string;
      preset?: NewContactKey;
      errorKey?: BankErrorKey;
    }
  | { step: 'keyType'; details: Details; existing: readonly ContactKey[]; fixedDetails: boolean }
  | {
      step: 'key';
      details: Details;
      existing: readonly ContactKey[];
      fixedDetails: boolean;
      choice: KeyChoice;
      errorKey?: BankErrorKey;
    }
  | { step: 'saving'; details: Details; key: NewContactKey; back: AddContactState }
  | { step: 'saved'; name: string };

export type AddContactEvent =
  | { type: 'DETAILS_DONE'; details: Details }
  | { type: 'KEY_TYPE_CHOSEN'; choice: KeyChoice }
  | { type: 'KEY_DONE'; key: NewContactKey }
  | { type: 'SAVED'; name: string }
  | { type: 'SAVE_FAILED'; errorKey: BankErrorKey }
  | { type: 'BACK' };

const EMPTY: Details = { taxId: '', name: '', nickname: '' };

/** /addContact: the details first. */
export const newContactState: AddContactState = { step: 'details', details: EMPTY };

/** /saveContactFromTransaction: the details filled from the receipt, the key or account it paid saved with them. */
export function stateFromDraft(draft: SaveContactDraft | null | undefined): AddContactState {
  if (!draft) return newContactState;
  const masked = draft.maskedTaxId ?? '';
  const fullFromMask = masked && !masked.includes('*') ? stripCnpj(masked) : '';
  const details = { taxId: draft.taxId ?? fullFromMask, name: draft.name, nickname: '' };
  const preset = presetKey(draft);
  return {
    step: 'details',
    details,
    ...(masked && !draft.taxId ? { maskedTaxId: masked } : {}),
    ...(preset ? { preset } : {}),
  };
}

function presetKey(draft: SaveContactDraft): NewContactKey | undefined {
  if (draft.account) return { kind: 'account', ...draft.account };
  const type = draft.key?.keyType;
  if (draft.key && (Object.values(KEY_CHOICE_TYPE) as number[]).includes(type ?? 0)) {
    return { kind: 'pix', keyType: type as ContactKeyType, key: draft.key.key };
  }
  return undefined;
}

/** Adding a key or account to a contact kept already: straight to the key type menu. */
export function addKeyState(contact: {
  taxId: string;
  name: string;
  nickname: string;
  keys: readonly ContactKey[];
}): AddContactState {
  return {
    step: 'keyType',
    details: { taxId: contact.taxId, name: contact.name, nickname: contact.nickname },
    existing: contact.keys,
    fixedDetails: true,
  };
}

/** The key types offered: the CPF only for a person not saved with it yet, the CNPJ likewise for a company. */
export function keyChoices(taxId: string, existing: readonly ContactKey[]): KeyChoice[] {
  const id = stripCnpj(taxId);
  const has = (type: number) => existing.some((k) => k.kind === 'pix' && k.keyType === type);
  const choices: KeyChoice[] = ['PHONE', 'EMAIL'];
  if (id.length === 11 && !has(PixKeyType.CPF)) choices.push('CPF');
  if (id.length === 14 && !has(PixKeyType.CNPJ)) choices.push('CNPJ');
  choices.push('EVP', 'ACCOUNT');
  return choices;
}

export type DetailsProblems = Partial<
  Record<keyof Details, 'taxIdBad' | 'taxIdNotMask' | 'nameBad' | 'companyNameBad' | 'nicknameBad'>
>;

const PRINTABLE = /^[\p{L}\p{M}\p{N}\s.,&'\-/()]+$/u;

export function isValidTaxId(text: string): boolean {
  const id = stripCnpj(text);
  return id.length === 11 ? isValidCpf(id) : id.length === 14 && isValidCnpj(id);
}

/** Whether a typed CPF or CNPJ has the digits the directory's masked one shows ("***.016.492-**"). */
export function matchesMask(taxId: string, masked: string): boolean {
  const id = stripCnpj(taxId);
  const shown = id.length === 11 ? formatCpf(id) : formatCnpj(id);
  if (shown.length !== masked.length) return false;
  return [...masked].every((c, i) => c === '*' || c === shown[i]);
}

/** What the app can tell about the details before the bank checks them (as the server's schema does). */
export function detailsProblems(details: Details, maskedTaxId?: string): DetailsProblems {
  const problems: DetailsProblems = {};
  if (!isValidTaxId(details.taxId)) problems.taxId = 'taxIdBad';
  else if (maskedTaxId && !matchesMask(details.taxId, maskedTaxId)) problems.taxId = 'taxIdNotMask';
  const name = details.name.trim();
  const person = stripCnpj(details.taxId).length !== 14;
  if (
    person
      ? !isValidName(name) || name.length > NAME_MAX
      : !name || name.length > NAME_MAX || !PRINTABLE.test(name)
  )
    problems.name = person ? 'nameBad' : 'companyNameBad';
  const nickname = details.nickname.trim();
  if (nickname.length > NICKNAME_MAX || (nickname && !PRINTABLE.test(nickname)))
    problems.nickname = 'nicknameBad';
  return problems;
}

/** A Pix key of the chosen type, normalized; null when it is not one (a random key of any UUID version). */
export function pixKeyOf(choice: Exclude<KeyChoice, 'ACCOUNT'>, text: string): string | null {
  const type = KEY_CHOICE_TYPE[choice];
  const key = normalizePixKey(type, text);
  const ok = type === PixKeyType.EVP ? dictKeyType(key) === PixKeyType.EVP : validatePixKey(type, key);
  return ok ? key : null;
}

export type AccountProblems = Partial<
  Record<'institution' | 'agency' | 'account', 'institutionBad' | 'agencyBad' | 'accountBad'>
>;

export function accountProblems(draft: AccountDraft): AccountProblems {
  const problems: AccountProblems = {};
  const institution = draft.institution.replace(/\D/g, '');
  if (institution.length !== 3 && institution.length !== 8) problems.institution = 'institutionBad';
  if (!/^\d{1,4}$/.test(draft.agency.replace(/\D/g, ''))) problems.agency = 'agencyBad';
  if (!/^\d{1,20}$/.test(draft.account.replace(/\D/g, ''))) problems.account = 'accountBad';
  return problems;
}

/** The add-contact state machine: pages render a state and dispatch events; only this decides the next screen. */
export function addContactReducer(state: AddContactState, event: AddContactEvent): AddContactState {
  switch (event.type) {
    case 'DETAILS_DONE':
      if (
        state.step !== 'details' ||
        Object.keys(detailsProblems(event.details, state.maskedTaxId)).length > 0
      )
        return state;
      if (state.preset) {
        const { errorKey: _dropped, ...back } = state;
        return {
          step: 'saving',
          details: event.details,
          key: state.preset,
          back: { ...back, details: event.details },
        };
      }
      return { step: 'keyType', details: event.details, existing: [], fixedDetails: false };
    case 'KEY_TYPE_CHOSEN':
      if (state.step !== 'keyType' || !keyChoices(state.details.taxId, state.existing).includes(event.choice))
        return state;
      return { ...state, step: 'key', choice: event.choice };
    case 'KEY_DONE': {
      if (state.step !== 'key') return state;
      const { errorKey: _dropped, ...back } = state;
      return { step: 'saving', details: state.details, key: event.key, back };
    }
    case 'SAVED':
      return state.step === 'saving' ? { step: 'saved', name: event.name } : state;
    case 'SAVE_FAILED':
      if (state.step !== 'saving') return state;
      return state.back.step === 'key' || state.back.step === 'details'
        ? { ...state.back, errorKey: event.errorKey }
        : state.back;
    case 'BACK':
      switch (state.step) {
        case 'key':
          return {
            step: 'keyType',
            details: state.details,
            existing: state.existing,
            fixedDetails: state.fixedDetails,
          };
        case 'keyType':
          return state.fixedDetails ? state : { step: 'details', details: state.details };
        default:
          return state;
      }
  }
}

/** Steps the back arrow leaves the route from instead of stepping back inside it. */
export function leavesOnBack(state: AddContactState): boolean {
  return (
    state.step === 'details' || state.step === 'saved' || (state.step === 'keyType' && state.fixedDetails)
  );
}
