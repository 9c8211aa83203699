import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { isCancellable } from './salary-portability.service.ts';

/** The sandbox registry's employers (apps/server/src/sandbox/README.md, salary-portability registry). */
const SANDBOX_EMPLOYERS = {
  effective: '11222333000181',
  effectiveAlphanumeric: '12ABC34501DE35',
  approved: '45678912000155',
  held: '23581321000122',
  refused: '31415926000171',
} as const;

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

interface Portability {
  chaveDePortabilidade: string;
  protocoloPortabilidade: string;
  situacaoPortabilidade: string;
  situacaoPortabilidadeCip: string;
  categoria: string;
  prazoEfetivacao: string;
  motivoCancelamento: number | null;
  complementoMotivoCancelamento: string | null;
}

const ask = (who: LoggedIn, pin: string, body: Record<string, unknown> = {}) =>
  call(
    t.app,
    'portabilidade-salarial/solicitar',
    {
      chaveDeConta: who.accountId,
      pin,
      identificacaoFiscalEmpresaOrigem: '11.222.333/0001-81',
      razaoSocialEmpresaOrigem: 'Padaria Pão Quente Ltda',
      codigoBancoOrigem: '901',
      vinculo: 'CLT',
      ...body,
    },
    who.token,
  );
const list = async (who: LoggedIn) =>
  resultOf<{ portabilidades: Portability[] }>(
    await call(t.app, 'portabilidade-salarial/listar', {}, who.token),
  ).portabilidades;
const cancel = (who: LoggedIn, body: Record<string, unknown>) =>
  call(t.app, 'portabilidade-salarial/cancelar', body, who.token);
const salary = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/salary/credit', payload });

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('portabilidade-salarial/solicitar', () => {
  it('puts a CLT salary portability in force with the registry, 10 working days as the deadline', async () => {
    const p = resultOf<Portability>(await ask(ana, ANA.pin));
    expect(p.situacaoPortabilidade).toBe('Efetivada');
    expect(p.categoria).toBe('active');
    expect(p.prazoEfetivacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await list(ana)).map((x) => x.chaveDePortabilidade)).toContain(p.chaveDePortabilidade);
  });

  it('accepts the letters-and-digits CNPJ, and answers each registry outcome through requestStatusOf', async () => {
    const cases = [
      [SANDBOX_EMPLOYERS.effectiveAlphanumeric, 'active'],
      [SANDBOX_EMPLOYERS.approved, 'sent'],
      [SANDBOX_EMPLOYERS.held, 'sent'],
      [SANDBOX_EMPLOYERS.refused, 'rejected'],
      ['27182818000129', 'sent'],
    ] as const;
    for (const [cnpj, category] of cases) {
      const p = resultOf<Portability>(await ask(ana, ANA.pin, { identificacaoFiscalEmpresaOrigem: cnpj }));
      expect(p.categoria, cnpj).toBe(category);
    }
  });

  it('refuses a PJ or self-employed job, an invalid CNPJ, an unknown bank, a wrong PIN, and a duplicate', async () => {
    expectError(
      await ask(ana, ANA.pin, { vinculo: 'PJ', identificacaoFiscalEmpresaOrigem: '27182818000129' }),
      400,
      40220,
    );
    expectError(await ask(ana, ANA.pin, { vinculo: 'AUTONOMO' }), 400, 40220);
    expectError(await ask(ana, ANA.pin, { identificacaoFiscalEmpresaOrigem: '11222333000182' }), 400, 40007);
    expectError(await ask(ana, ANA.pin, { codigoBancoOrigem: '123' }), 400, 40007);
    expectError(await ask(ana, '0000'), 400, 10007);
    // the first test's Padaria portability is in force
    expectError(await ask(ana, ANA.pin), 409, 40221);
  });
});

describe('portabilidade-salarial/cancelar', () => {
  it('cancels with one of the seven reasons; reason 7 needs a complement; a cancelled one cannot be cancelled again', async () => {
    const p = resultOf<Portability>(
      await ask(bruno, BRUNO.pin, {
        identificacaoFiscalEmpresaOrigem: SANDBOX_EMPLOYERS.held,
        razaoSocialEmpresaOrigem: 'Mercado',
      }),
    ).chaveDePortabilidade;
    expectError(await cancel(bruno, { chaveDePortabilidade: p, motivoCancelamento: 8 }), 400, 40007);
    expectError(await cancel(bruno, { chaveDePortabilidade: p, motivoCancelamento: 7 }), 400, 40007);
    const done = resultOf<Portability>(
      await cancel(bruno, {
        chaveDePortabilidade: p,
        motivoCancelamento: 7,
        complementoMotivoCancelamento: 'Mudei de emprego',
      }),
    );
    expect(done.categoria).toBe('cancelled');
    expect(done.complementoMotivoCancelamento).toBe('Mudei de emprego');
    expectError(await cancel(bruno, { chaveDePortabilidade: p, motivoCancelamento: 2 }), 409, 40222);
  });

  it("never reaches another customer's portability", async () => {
    const own = (await list(ana))[0];
    expect(own).toBeDefined();
    expect((await list(bruno)).some((x) => x.chaveDePortabilidade === own?.chaveDePortabilidade)).toBe(false);
    expectError(
      await cancel(bruno, { chaveDePortabilidade: own?.chaveDePortabilidade, motivoCancelamento: 1 }),
      404,
      40461,
    );
  });

  it('refuses to cancel a refused request', () => {
    expect(isCancellable({ status: 'Em_Aberto', registry_status: 'Recusado' })).toBe(false);
    expect(isCancellable({ status: 'Efetivada', registry_status: 'Efetivado' })).toBe(true);
    expect(isCancellable({ status: 'Cancelada', registry_status: 'Cancelado' })).toBe(false);
  });
});

describe("the payroll bank's salary (sandbox door)", () => {
  it('credits a salary under a portability in force through the ledger, once per reference', async () => {
    const p = resultOf<Portability>(
      await ask(bruno, BRUNO.pin, {
        identificacaoFiscalEmpresaOrigem: SANDBOX_EMPLOYERS.effectiveAlphanumeric,
      }),
    );
    const before = await balanceOf(t.app, bruno);
    const reference = randomUUID();
    const first = await salary({ protocolo: p.protocoloPortabilidade, valor: 3250.5, referencia: reference });
    expect(first.statusCode).toBe(200);
    const again = await salary({ protocolo: p.protocoloPortabilidade, valor: 3250.5, referencia: reference });
    expect(again.json().result.repetido).toBe(true);
    expect(await balanceOf(t.app, bruno)).toBeCloseTo(before + 3250.5, 2);
    const audit = await ledgerAudit(asBank(t.db));
    expect(audit.mismatched).toEqual([]);
    expect(Number(audit.total)).toBe(0);
  });

  it('refuses a salary under a cancelled portability, and moves nothing', async () => {
    const p = resultOf<Portability>(
      await ask(bruno, BRUNO.pin, { identificacaoFiscalEmpresaOrigem: SANDBOX_EMPLOYERS.effective }),
    );
    resultOf(await cancel(bruno, { chaveDePortabilidade: p.chaveDePortabilidade, motivoCancelamento: 4 }));
    const before = await balanceOf(t.app, bruno);
    const refused = await salary({ protocolo: p.protocoloPortabilidade, valor: 100 });
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(t.app, bruno)).toBe(before);
  });
});
