import { describe, expect, it } from 'vitest';
import { SANDBOX_CEPS } from '../ceps.ts';
import { DEMO_CUSTOMERS, type DemoCustomer } from '../customers.ts';
import { BUREAU_REJECTED_CPFS, BUREAU_SLOW_CPFS, consultCreditBureau } from './credit-bureau.ts';
import { checkLiveness, LIVENESS_FAILING_CPFS, sandboxSelfie } from './identity-provider.ts';

const demo = (key: string): DemoCustomer => {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
};

const askBureau = (c: DemoCustomer) =>
  consultCreditBureau({ cpf: c.cpf, monthlyIncomeCents: c.salario, jobType: 'ASSALARIADO' });

describe('demo customers of the financing journeys', () => {
  it('are unique in key, CPF, account, e-mail and phone, and live at a CEP the sandbox knows', () => {
    for (const field of ['key', 'cpf', 'conta', 'email', 'telefone'] as const) {
      expect(new Set(DEMO_CUSTOMERS.map((c) => c[field])).size).toBe(DEMO_CUSTOMERS.length);
    }
    for (const c of DEMO_CUSTOMERS) expect(SANDBOX_CEPS[c.endereco.cep]?.localidade).toBe(c.endereco.cidade);
  });

  it('Elisa, Fábio and Heitor are approved when they declare their salary; Elisa can pay R$ 10.000,00', () => {
    for (const key of ['elisa', 'fabio', 'heitor']) {
      const c = demo(key);
      expect(askBureau(c).approved).toBe(true);
      expect(checkLiveness({ cpf: c.cpf, image: sandboxSelfie() }).isAlive).toBe(true);
    }
    expect(askBureau(demo('elisa'))).toMatchObject({
      releasedAmountCents: 800_000,
      minimumEntryPercentage: 10,
    });
    expect(askBureau(demo('fabio'))).toMatchObject({
      releasedAmountCents: 800_000,
      minimumEntryPercentage: 10,
    });
    expect(askBureau(demo('heitor'))).toMatchObject({
      releasedAmountCents: 800_000,
      minimumEntryPercentage: 10,
    });
    expect(demo('elisa').saldoFinal).toBeGreaterThanOrEqual(1_000_000);
  });

  it('Gabriela is always rejected by the bureau', () => {
    const gabriela = demo('gabriela');
    expect(BUREAU_REJECTED_CPFS).toContain(gabriela.cpf);
    expect(askBureau(gabriela).approved).toBe(false);
  });

  it('Iara is approved by the bureau but her liveness always fails', () => {
    const iara = demo('iara');
    expect(LIVENESS_FAILING_CPFS).toContain(iara.cpf);
    expect(askBureau(iara)).toMatchObject({
      approved: true,
      releasedAmountCents: 570_000,
      minimumEntryPercentage: 10,
    });
    expect(checkLiveness({ cpf: iara.cpf, image: sandboxSelfie() })).toMatchObject({
      isAlive: false,
      messageCode: 400,
    });
  });

  it('Lara (the account unblock journey) never passes liveness either', () => {
    expect(checkLiveness({ cpf: demo('lara').cpf, image: sandboxSelfie() })).toMatchObject({
      isAlive: false,
      messageCode: 400,
    });
  });

  it('no other demo customer is on a sandbox list', () => {
    const listed = new Set([...BUREAU_REJECTED_CPFS, ...BUREAU_SLOW_CPFS, ...LIVENESS_FAILING_CPFS]);
    const onLists = DEMO_CUSTOMERS.filter((c) => listed.has(c.cpf)).map((c) => c.key);
    expect(onLists.sort()).toEqual(['gabriela', 'iara', 'lara']);
  });
});
