import { describe } from 'vitest';
import { sandboxAtmNetwork } from './sandbox/atm-network.ts';
import { SANDBOX_CEPS } from './sandbox/ceps.ts';
import { BUREAU_REJECTED_CPFS } from './sandbox/financing/credit-bureau.ts';
import { LIVENESS_FAIL_MARKER, LIVENESS_FAILING_CPFS } from './sandbox/financing/identity-provider.ts';
import { sandboxAnalyst } from './sandbox/onboarding-analyst.ts';
import { sandboxIdentityProvider, UNREADABLE_MARKER_TEXT } from './sandbox/onboarding-identity.ts';
import { CLOSED_ACCOUNT } from './sandbox/other-banks.ts';
import { sandboxOutsideWorld } from './sandbox/outside-world-ports.ts';
import { SANDBOX_RECHARGE_REFUSED_NUMBER } from './sandbox/phone-operators.ts';
import { SANDBOX_INSTITUTIONS } from './sandbox/pix-institutions.ts';
import { atmNetworkContract } from './services/bank-api/modules/atm/atm-network.contract.ts';
import { bankDirectoryContract } from './services/bank-api/modules/banks/bank-directory.contract.ts';
import { exchangeRatesContract } from './services/bank-api/modules/credit-card/exchange-rates.contract.ts';
import { guaranteeCustodyContract } from './services/bank-api/modules/credit-card/guarantee-custody.contract.ts';
import { pixKeyCodesContract } from './services/bank-api/modules/pix/keys/pix-key-codes.contract.ts';
import { phoneOperatorsContract } from './services/bank-api/modules/recharge/phone-operators.contract.ts';
import { portabilityRegistryContract } from './services/bank-api/modules/salary-portability/portability-registry.contract.ts';
import { tedNetworkContract } from './services/bank-api/modules/ted/ted-network.contract.ts';
import { cepDirectoryContract } from './services/bank-api/modules/utilities/cep-directory.contract.ts';
import { creditBureauContract } from './services/financing-api/contracting/credit-bureau.contract.ts';
import { addressDirectoryContract } from './services/financing-api/onboarding/address-directory.contract.ts';
import { livenessContract } from './services/financing-api/onboarding/identity-provider.contract.ts';
import {
  insurerContract,
  phoneCatalogueContract,
} from './services/financing-api/product/phone-catalogue.contract.ts';
import { analystContract } from './services/onboarding-api/analyst.contract.ts';
import { identityProviderContract } from './services/onboarding-api/identity-provider.contract.ts';

/**
 * Each outside party's contract (declared beside its port, `*.contract.ts`), run on the sandbox's
 * adapter. A real adapter runs the same suites against its provider's test environment, with samples
 * that environment knows (docs/decisions/0007-ports-and-front-doors.md).
 */
const world = sandboxOutsideWorld(() => new Date('2026-12-24T13:00:00Z'));
const ana = '39053344705';
const image = (text: string) => new Uint8Array(Buffer.from(text.padEnd(2048, '.')));
const live = image('a selfie of a live face');
const notAlive = image('SANDBOX-NOT-ALIVE');
const cep = Object.keys(SANDBOX_CEPS)[0] ?? '';
const horizonte = SANDBOX_INSTITUTIONS[0];
const holder = horizonte?.holders[0];
if (!horizonte || !holder || !cep) throw new Error('the sandbox lost its first institution or CEP');
const ted = {
  ispb: horizonte.ispb,
  codigo: horizonte.codigo,
  agencia: holder.agencia,
  conta: holder.conta,
  tipoConta: 1,
  nome: holder.nome,
  identificacaoFiscal: holder.taxId,
  valor: 15_000,
};
const topUp = {
  ddi: '55',
  ddd: '11',
  number: '987650001',
  operatorId: 'vivo',
  amount: 2_000,
  reference: 'contract-0001',
};

describe("the outside world's contracts, on the sandbox", () => {
  describe('TED network', () =>
    tedNetworkContract(world.bank.tedNetwork, {
      accepted: ted,
      returned: { ...ted, conta: CLOSED_ACCOUNT },
    }));
  describe('bank directory', () =>
    bankDirectoryContract(world.bank.bankDirectory, { ispb: horizonte.ispb, agencia: holder.agencia }));
  describe('phone operators', () =>
    phoneOperatorsContract(world.bank.phoneOperators, {
      ddd: '11',
      confirmed: topUp,
      refused: { ...topUp, number: SANDBOX_RECHARGE_REFUSED_NUMBER, reference: 'contract-0002' },
    }));
  describe('ATM network', () =>
    atmNetworkContract(sandboxAtmNetwork, {
      code: '24H-SAQUE-0001-SP',
      expiredCode: '24H-SAQUE-0009-SP',
      at: new Date('2026-12-24T13:00:00Z'),
    }));
  describe('CEP directory', () => cepDirectoryContract(world.bank.ceps, { cep }));
  describe('Pix key codes', () =>
    pixKeyCodesContract(world.bank.pixKeyCodes, { phone: '+5511987654321', email: 'ana.souza@example.com' }));
  describe("identity provider (the bank's face checks)", () =>
    identityProviderContract(world.bank.identity, {
      cpf: ana,
      readableFront: image('a document front'),
      unreadable: image(UNREADABLE_MARKER_TEXT),
      live,
      notAlive,
    }));
  describe('onboarding analyst', () =>
    analystContract(sandboxAnalyst, { regular: ana, notRegular: '30100202365' }));
  describe('exchange rates', () =>
    exchangeRatesContract(world.bank.exchangeRates, [
      '2026-12-01',
      '2026-12-24',
      '2026-12-31',
      '2027-02-28',
    ]));
  describe('guarantee custodian', () =>
    guaranteeCustodyContract(world.bank.guaranteeCustody, { cpf: ana, registered: 30_000, pending: 30_077 }));
  describe('credit bureau', () =>
    creditBureauContract(world.financing.creditBureau, {
      approved: { cpf: ana, monthlyIncomeCents: 500_000, jobType: 'ASSALARIADO' },
      rejected: { cpf: BUREAU_REJECTED_CPFS[0] ?? '', monthlyIncomeCents: 500_000, jobType: 'ASSALARIADO' },
    }));
  describe('liveness (financing)', () =>
    livenessContract(world.financing.identityProvider, {
      cpf: ana,
      live,
      notAlive: new Uint8Array([...LIVENESS_FAIL_MARKER, ...live]),
    }));
  describe('address directory (financing)', () =>
    addressDirectoryContract(world.financing.addresses, { cep }));
  describe('phone catalogue', () => phoneCatalogueContract(world.financing.catalogue));
  describe('phone insurer', () =>
    insurerContract(world.financing.insurer, { priceCents: 499_900, installments: 12 }));
  describe('identity provider (account opening)', () =>
    identityProviderContract(sandboxIdentityProvider, {
      cpf: LIVENESS_FAILING_CPFS.includes(ana) ? '' : ana,
      readableFront: image('a document front'),
      unreadable: image(UNREADABLE_MARKER_TEXT),
      live,
      notAlive,
    }));
  describe('salary-portability registry', () => {
    const order = {
      reference: 'contract-portability-0001',
      beneficiaryName: 'Ana',
      beneficiaryCpf: ana,
      employerCnpj: '11222333000181',
      employerName: 'Padaria Pão Quente Ltda',
      originBankCode: '901',
      agencia: '0001',
      conta: '10000012',
    };
    portabilityRegistryContract(world.bank.portabilityRegistry, {
      effective: order,
      refused: { ...order, reference: 'contract-portability-0002', employerCnpj: '31415926000171' },
    });
  });
});
