import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, type LoggedIn, login, resultOf } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { digits } from './schemas.ts';

// A field that must be digits refuses anything else, naming the field (40007); it never keeps the
// digits of the text and drops the rest. An outside test scheduled a TED to the account
// "${7*7}{{7*7}}ZQXMARK" and the bank stored account 7777.

// biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is literally a template-injection string
const PROBE = '${7*7}{{7*7}}ZQXMARK';

let t: TestApp;
let ana: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-11T10:00:00-03:00') });
  ana = await login(t.app, ANA);
});
afterAll(async () => t?.close());

describe('a digits field', () => {
  it('takes the formatting its wire format allows and refuses everything else', () => {
    const cep = digits(8, 8, 'deve ter 8 dígitos', 'dash');
    expect(cep.parse('01310-200')).toBe('01310200');
    expect(cep.safeParse('01310.200').success).toBe(false);
    expect(cep.safeParse('O1310200').success).toBe(false);
    const phone = digits(8, 9, 'deve ter 9 dígitos', 'phone');
    expect(phone.parse('98765-4321')).toBe('987654321');
    expect(phone.parse('9 8765 4321')).toBe('987654321');
    expect(phone.safeParse('(11)98765-4321').success).toBe(false);
    const agency = digits(1, 4, 'deve ter de 1 a 4 dígitos');
    expect(agency.parse('0001')).toBe('0001');
    for (const bad of ['00-1', '1a', ' 1', '1\u0661', PROBE, '4.5'])
      expect(agency.safeParse(bad).success).toBe(false);
  });
});

describe('digits fields of the bank calls', () => {
  const base = () => ({ chaveDeConta: ana.accountId, pin: ANA.pin });
  const ted = {
    banco: '901',
    agencia: '12',
    conta: '4567890-1',
    tipoConta: 1,
    nome: 'Marcos Vinícius Rocha',
  };
  const cases: Array<[string, string, () => Record<string, unknown>]> = [
    [
      'transferencias/efetuar-agendamento-ted',
      'conta',
      () => ({ ...base(), ...ted, identificacaoFiscal: '41820357635', valor: 15, conta: PROBE }),
    ],
    [
      'transferencias/efetuar-ted',
      'agencia',
      () => ({ ...base(), ...ted, identificacaoFiscal: '41820357635', valor: 15, agencia: '1A' }),
    ],
    ['transferencias/consultar-destinatario-arbi', 'conta', () => ({ agencia: '1', conta: '12x34' })],
    [
      'pix/operacao/enviar-ordem-pagamento-por-agencia',
      'contaBeneficiario',
      () => ({
        ...base(),
        valor: 1,
        codInstituicaoBeneficiario: '901',
        agenciaBeneficiario: '1',
        contaBeneficiario: '{{7*7}}123',
        tipoContaBeneficiario: 1,
        identificacaoFiscalBeneficiario: '41820357635',
        nomeBeneficiario: 'Marcos Rocha',
      }),
    ],
    ['utilidades/consultar-cep', 'cep', () => ({ cep: '01310-2OO' })],
    ['banco/verificar-agencia', 'codigoOuISPB', () => ({ codigoOuISPB: '9O1', agencia: '1' })],
    ['recarga/consultar-valores', 'ddd', () => ({ ddd: '1l', provedorId: 'x' })],
    [
      'recarga/recarregar-celular',
      'numero',
      () => ({ ...base(), ddd: '11', numero: '98765-43e1', provedorId: 'x', valor: 10 }),
    ],
    [
      'favorito/cadastrar-favorito',
      'chaves[0].agencia',
      () => ({
        identificacaoFiscal: '41820357635',
        nomeCompleto: 'Marcos Rocha',
        chaves: [{ codigoOuISPB: '901', agencia: '$1', conta: '12345' }],
      }),
    ],
  ];

  it.each(cases)('%s refuses text in %s with 40007 naming it', async (path, field, body) => {
    const answer = await call(t.app, path, body(), ana.token);
    expect(answer.success).toBe(false);
    if (answer.success) return;
    expect({ status: answer.status, code: answer.error.code }).toEqual({ status: 400, code: 40007 });
    expect(`${answer.error.message} ${answer.error.details ?? ''}`).toContain(`'${field}'`);
  });

  it('stores no TED schedule from the probe, and still takes an account with its dash', async () => {
    const list = async () =>
      resultOf<{ agendamentos: unknown[] }>(
        await call(
          t.app,
          'transferencias/consultar-agendamentos-ted',
          { chaveDeConta: ana.accountId },
          ana.token,
        ),
      ).agendamentos;
    const before = (await list()).length;
    await call(
      t.app,
      'transferencias/efetuar-agendamento-ted',
      {
        ...base(),
        ...ted,
        identificacaoFiscal: '41820357635',
        valor: 15,
        conta: PROBE,
        dataAgendamento: '2026-03-20',
      },
      ana.token,
    );
    expect((await list()).length).toBe(before);
    const looked = await call(t.app, 'utilidades/consultar-cep', { cep: '01310-200' }, ana.token);
    expect(looked.success).toBe(true);
  });
});
