import { isValidCep } from '@carteira/core/br';
import { addWorkingDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { findCustomer } from '../../bank-api/public.ts';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { type ContractingRow, json, updateContracting } from '../contracting/contracting.repository.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { applyEvent, statusOf } from '../contracting/contracting-advance.ts';
import { allows, CONTRACTING_STATUS as S } from '../contracting/contracting-status.ts';
import { badRequest, FinancingError, wrongStatus } from '../financing.errors.ts';
import type { DeliveryAddress } from '../financing.table.ts';
import type { Db, Trx } from '../financing-database.ts';
import type { AddressDirectory } from './address-directory.ts';
import type { IdentityProvider } from './identity-provider.ts';

/** Three failed liveness checks deny the contracting. */
export const MAX_SELFIE_FAILURES = 3;
/** The phone is delivered on the 7th banking working day. */
export const DELIVERY_WORKING_DAYS = 7;

function checkStep(row: ContractingRow): void {
  if (!allows('ONBOARDING_STEP', statusOf(row))) {
    throw wrongStatus(row.status, 'Endereço, cadastro e selfie vêm depois da proposta e antes do aceite');
  }
}

/** Proposal, address, registration and a live selfie all there: the proposal awaits acceptance. */
async function completeIfReady(trx: Trx, row: ContractingRow, now: Date): Promise<ContractingRow> {
  const ready = row.proposal && row.address && row.person_registered_at && row.selfie_approved_at;
  if (statusOf(row) !== S.AWAITING_SELFIE || !ready) return row;
  return applyEvent(trx, row, 'ONBOARDING_COMPLETE', {}, now);
}

/** address-v3/upsert: the delivery address (its CEP known to the directory, in its state). */
export async function upsertAddress(
  db: Db,
  addresses: AddressDirectory,
  caller: FinancingCaller,
  key: string,
  address: DeliveryAddress,
  now: Date,
) {
  if (!isValidCep(address.cep)) throw badRequest('CEP inválido', 'O CEP tem 8 dígitos');
  // Only an address whose CEP the directory knows is delivered to (the app enables Next after a look-up).
  const known = addresses.find(address.cep);
  if (!known) throw badRequest('CEP não encontrado', 'Confira o CEP da entrega');
  if (known.uf !== address.uf) {
    throw badRequest('O CEP não pertence a este estado', `CEP de ${known.localidade}/${known.uf}`);
  }
  return inContracting(db, caller, key, now, async (trx, row) => {
    checkStep(row);
    let updated = await updateContracting(trx, row.id, { address: json(address) }, now);
    updated = await completeIfReady(trx, updated, now);
    return {
      contractingKey: updated.id,
      status: updated.status,
      address,
      deliveryDate: addWorkingDays(todayInSaoPaulo(now), DELIVERY_WORKING_DAYS),
    };
  });
}

/** person-v3/register: the customer's bank profile must be complete (name, birth date, e-mail, phone). */
export async function registerPerson(db: Db, caller: FinancingCaller, key: string, now: Date) {
  const customer = await findCustomer(db, caller.customerId);
  const complete =
    customer?.nome &&
    customer.data_nascimento &&
    customer.email &&
    customer.telefone_ddd &&
    customer.telefone_numero;
  if (!complete) {
    throw new FinancingError(
      400,
      'Cadastro incompleto. Tente novamente mais tarde',
      'Complete nome, nascimento, e-mail e celular',
    );
  }
  return inContracting(db, caller, key, now, async (trx, row) => {
    checkStep(row);
    let updated = await updateContracting(trx, row.id, { person_registered_at: now }, now);
    updated = await completeIfReady(trx, updated, now);
    return { contractingKey: updated.id, status: updated.status, registered: true };
  });
}

/** onboarding-v3/submit-selfie: the identity provider's liveness check; the third failure denies. */
export async function submitSelfie(
  db: Db,
  identity: IdentityProvider,
  caller: FinancingCaller,
  key: string,
  image: Uint8Array,
  now: Date,
) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    checkStep(row);
    const result = identity.checkLiveness({ cpf: caller.cpf, image });
    const alive = result.status === 'Success' && result.isAlive;
    let updated: ContractingRow;
    if (alive) {
      updated = await updateContracting(trx, row.id, { selfie_approved_at: now }, now);
      updated = await completeIfReady(trx, updated, now);
    } else {
      const failures = row.selfie_failures + 1;
      updated = await updateContracting(trx, row.id, { selfie_failures: failures }, now);
      if (failures >= MAX_SELFIE_FAILURES) updated = await applyEvent(trx, updated, 'SELFIE_DENIED', {}, now);
    }
    return {
      contractingKey: updated.id,
      status: result.status,
      isAlive: result.isAlive,
      userId: result.userId,
      requestId: result.requestId,
      messageCode: result.messageCode,
      contractingStatus: updated.status,
      attemptsLeft: Math.max(0, MAX_SELFIE_FAILURES - updated.selfie_failures),
    };
  });
}
