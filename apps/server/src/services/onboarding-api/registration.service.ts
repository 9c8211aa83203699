import { randomUUID } from 'node:crypto';
import { accountNumberOf, formatCep, titleCase } from '@carteira/core/br';
import { BankCode } from '@carteira/core/errors';
import type { Address, CepDirectory } from '../bank-api/public.ts';
import {
  BANK_NAME,
  BRANCH,
  hashPin,
  insertAccount,
  insertCustomer,
  insertPin,
  lookupCep,
  trustOpeningDevice,
} from '../bank-api/public.ts';
import { invalid, OnboardingError, wrongStep } from './onboarding.errors.ts';
import { nextAccountBase, type OnboardingRow, updateOnboarding } from './onboarding.repository.ts';
import { inOnboarding } from './onboarding.service.ts';
import type { PersonData } from './onboarding.table.ts';
import type { OnboardingCaller } from './onboarding-auth.service.ts';
import type { Db, Executor } from './onboarding-database.ts';
import { PENDENCY, pendenciesOf } from './registration-status.ts';

export interface AddressInput {
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
}

/**
 * The address by CEP: the CEP must be found by the bank's look-up (utilidades/consultar-cep), whose
 * city and state always win; its street and neighbourhood win too when it has them (a city-wide CEP
 * has none, and then the customer's are kept). Unknown CEP: 404 / 40402, nothing recorded.
 */
export function verifiedAddress(ceps: CepDirectory, input: AddressInput): Address {
  let found: ReturnType<typeof lookupCep>;
  try {
    found = lookupCep(ceps, input.cep);
  } catch {
    throw new OnboardingError(404, BankCode.CepNotFound, 'CEP não encontrado', 'Confira o CEP');
  }
  const rua = found.logradouro || input.rua.trim();
  const bairro = found.bairro || input.bairro.trim();
  if (!rua || !bairro) throw invalid('Informe a rua e o bairro');
  return {
    cep: input.cep,
    rua: titleCase(rua),
    numero: input.numero,
    complemento: input.complemento,
    bairro: titleCase(bairro),
    cidade: found.localidade,
    uf: found.uf,
  };
}

function requireUserAndIdentity(row: OnboardingRow): void {
  const missing = pendenciesOf(row);
  for (const early of [PENDENCY.email, PENDENCY.phone, PENDENCY.user]) {
    if (missing.includes(early)) throw wrongStep('Conclua o cadastro do usuário primeiro');
  }
  if (row.terms_signed_at) throw wrongStep('Os termos já foram assinados');
}

/**
 * cliente/cadastrar-pessoa-fisica: nationality, PEP declaration, income, the verified address, and the
 * mailing address when one is given (verified the same way; it becomes the customer's at opening).
 */
export async function registerPerson(
  db: Db,
  ceps: CepDirectory,
  caller: OnboardingCaller,
  input: { person: PersonData; endereco: AddressInput; enderecoCorrespondencia?: AddressInput },
  now: Date,
) {
  const address = verifiedAddress(ceps, input.endereco);
  const mailing = input.enderecoCorrespondencia ? verifiedAddress(ceps, input.enderecoCorrespondencia) : null;
  return inOnboarding(db, caller, undefined, async (trx, row) => {
    requireUserAndIdentity(row);
    await updateOnboarding(
      trx,
      row.id,
      {
        person: JSON.stringify(input.person),
        address: JSON.stringify(address),
        mailing_address: mailing ? JSON.stringify(mailing) : null,
      },
      now,
    );
    return { cadastrado: true, endereco: { ...address, cep: formatCep(address.cep) } };
  });
}

/** The terms' versions this service signs (the text itself is in terms-text.ts). */
export function termsReady(row: OnboardingRow): void {
  requireUserAndIdentity(row);
  if (pendenciesOf(row).length > 0)
    throw wrongStep('Ainda há etapas antes dos termos', pendenciesOf(row).join(', '));
}

/** Marks the terms and the address declaration signed (the code was checked by the caller). */
export async function markTermsSigned(trx: Executor, row: OnboardingRow, now: Date): Promise<void> {
  await updateOnboarding(trx, row.id, { terms_signed_at: now }, now);
}

/**
 * conta/cadastrar-conta: the customer and a checking account (type 1) with balance 0 and the first
 * PIN, in one transaction, once the terms are signed and the application approved by the review. The account number is the next of the bank's
 * sequence with its check digit. From here the customer logs in with CPF and password.
 */
export async function openAccount(
  db: Db,
  caller: OnboardingCaller,
  primeiroPin: string,
  pepper: string,
  now: Date,
  device?: { id: string; tipo: string; modelo: string },
) {
  // the account's id first: its PIN is stored bound to it
  const accountId = randomUUID();
  const pinHash = await hashPin(accountId, primeiroPin, pepper);
  return inOnboarding(db, caller, undefined, async (trx, row) => {
    if (!row.terms_signed_at) throw wrongStep('Assine os termos antes de abrir a conta');
    // only an approved application opens an account (decision 0029)
    if (row.analysis_stage !== 'APPROVED') throw wrongStep('A abertura da conta ainda não foi aprovada');
    if (!row.password_hash || !row.address) throw wrongStep('Cadastro incompleto');
    const customerId = randomUUID();
    const numero = accountNumberOf(await nextAccountBase(trx));
    await insertCustomer(trx, {
      id: customerId,
      cpf: row.cpf,
      nome: row.nome,
      apelido: row.apelido,
      email: row.email,
      dataNascimento: row.data_nascimento,
      ddd: row.telefone_ddd,
      telefone: row.telefone_numero,
      endereco: row.address,
      enderecoCorrespondencia: row.mailing_address,
      passwordHash: row.password_hash,
      createdAt: now,
    });
    await insertAccount(trx, {
      id: accountId,
      kind: 'customer',
      customerId,
      code: null,
      agencia: BRANCH,
      numero,
      descricao: 'Conta corrente',
      allowNegative: false,
      openedAt: now,
    });
    await insertPin(trx, accountId, pinHash);
    // the device that opened the account is the customer's first trusted device
    if (device) await trustOpeningDevice(trx, customerId, device, now);
    await updateOnboarding(trx, row.id, { customer_id: customerId }, now);
    return {
      chaveDeConta: accountId,
      chaveDeCliente: customerId,
      agencia: BRANCH,
      numero,
      banco: BANK_NAME,
      saldo: 0,
    };
  });
}
