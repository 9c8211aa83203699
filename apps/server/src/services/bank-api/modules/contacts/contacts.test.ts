import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

interface Key {
  chaveId: string;
  tipoChavePix: number | null;
  chavePix: string | null;
  codigoOuISPB: string | null;
  agencia: string | null;
  conta: string | null;
  tipoDeConta: number;
}
interface Contact {
  favoritoId: string;
  identificacaoFiscal: string;
  nomeCompleto: string;
  apelido: string | null;
  chaves: Key[];
}
interface Page {
  favoritos: Contact[];
  pagina: number;
  tamanhoPagina: number;
  totalDeRegistros: number;
  totalDePaginas: number;
}

/** Valid CPFs and a CNPJ that belong to no demo customer. */
const MARIA_CPF = '52998224725';
const JOAO_CPF = '11144477735';
const LOJA_CNPJ = '11222333000181';
const EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

const create = (who: LoggedIn, body: Record<string, unknown>, key?: string) =>
  call(
    t.app,
    'favorito/cadastrar-favorito',
    { ...body, ...(key ? { chaveDeIdempotencia: key } : {}) },
    who.token,
  );
const list = async (who: LoggedIn, body: Record<string, unknown> = {}) =>
  resultOf<Page>(await call(t.app, 'favorito/consultar-favoritos', body, who.token));
const keysOf = (who: LoggedIn, favoritoId: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'favorito/consultar-chaves-favorito', { favoritoId, ...body }, who.token);

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(() => t.close());

describe('favorito/', () => {
  let maria: Contact;

  it('creates a contact with a Pix key in its DICT form; the same idempotency key answers the same', async () => {
    const key = randomUUID();
    const body = {
      identificacaoFiscal: '529.982.247-25',
      nomeCompleto: 'Maria  da Silva',
      apelido: 'Mãe',
      chaves: [{ tipoChavePix: 3, chavePix: '(21) 99876-5432' }],
    };
    maria = resultOf<Contact>(await create(ana, body, key));
    expect(maria).toMatchObject({
      identificacaoFiscal: MARIA_CPF,
      nomeCompleto: 'Maria da Silva',
      apelido: 'Mãe',
      chaves: [{ tipoChavePix: 3, chavePix: '+5521998765432', agencia: null, tipoDeConta: 1 }],
    });
    expect(resultOf<Contact>(await create(ana, body, key))).toEqual(maria);
    expect((await list(ana)).totalDeRegistros).toBe(1);
    expectError(await create(ana, { ...body, apelido: 'Outra' }, key), 409, 40044);
  });

  it('adds keys to the contact already kept under the same CPF, never the same key twice', async () => {
    const more = resultOf<Contact>(
      await create(ana, {
        identificacaoFiscal: MARIA_CPF,
        nomeCompleto: 'Maria da Silva',
        chaves: [
          { tipoChavePix: 3, chavePix: '+5521998765432' },
          { tipoChavePix: 1, chavePix: MARIA_CPF },
          { codigoOuISPB: '999', agencia: '1', conta: '1000002-9', tipoDeConta: 2 },
        ],
      }),
    );
    expect(more.favoritoId).toBe(maria.favoritoId);
    expect(more.apelido).toBe('Mãe');
    expect(
      more.chaves.map((k) => k.chavePix ?? `${k.codigoOuISPB}/${k.agencia}/${k.conta}/${k.tipoDeConta}`),
    ).toEqual(['+5521998765432', MARIA_CPF, '999/0001/10000029/2']);
    maria = more;
  });

  it('lists sorted by the name shown, filtered by name or nickname, a page at a time', async () => {
    resultOf(
      await create(ana, {
        identificacaoFiscal: JOAO_CPF,
        nomeCompleto: 'João Pereira',
        chaves: [{ tipoChavePix: 5, chavePix: EVP.toUpperCase() }],
      }),
    );
    resultOf(
      await create(ana, {
        identificacaoFiscal: LOJA_CNPJ,
        nomeCompleto: 'Loja Bela Vista Ltda.',
        chaves: [{ tipoChavePix: 4, chavePix: 'Contato@Loja.example' }],
      }),
    );
    const names = (p: Page) => p.favoritos.map((c) => c.apelido ?? c.nomeCompleto);
    expect(names(await list(ana))).toEqual(['João Pereira', 'Loja Bela Vista Ltda.', 'Mãe']);
    expect(names(await list(ana, { ordenacao: 'DESC' }))).toEqual([
      'Mãe',
      'Loja Bela Vista Ltda.',
      'João Pereira',
    ]);
    expect(names(await list(ana, { nome: 'silva' }))).toEqual(['Mãe']);
    expect(names(await list(ana, { nome: 'MÃE' }))).toEqual(['Mãe']);
    expect(names(await list(ana, { nome: '%' }))).toEqual([]);
    const second = await list(ana, { pagina: 2, tamanhoPagina: 2 });
    expect(second).toMatchObject({ pagina: 2, tamanhoPagina: 2, totalDeRegistros: 3, totalDePaginas: 2 });
    expect(names(second)).toEqual(['Mãe']);
    expect(
      (await list(ana)).favoritos.find((c) => c.identificacaoFiscal === JOAO_CPF)?.chaves[0]?.chavePix,
    ).toBe(EVP);
  });

  it('reads a contact’s keys 20 to a page and removes one; the last key stays', async () => {
    const keys = resultOf<Contact & { totalDeRegistros: number; tamanhoPagina: number }>(
      await keysOf(ana, maria.favoritoId),
    );
    expect(keys).toMatchObject({ favoritoId: maria.favoritoId, totalDeRegistros: 3, tamanhoPagina: 20 });
    const phone = keys.chaves[0] as Key;
    const after = resultOf<Contact>(
      await call(
        t.app,
        'favorito/excluir-chave-favorito',
        { favoritoId: maria.favoritoId, chaveId: phone.chaveId },
        ana.token,
      ),
    );
    expect(after.chaves.map((k) => k.chaveId)).not.toContain(phone.chaveId);
    expectError(
      await call(
        t.app,
        'favorito/excluir-chave-favorito',
        { favoritoId: maria.favoritoId, chaveId: phone.chaveId },
        ana.token,
      ),
      404,
      41167,
    );
    const joao = (await list(ana, { nome: 'João' })).favoritos[0] as Contact;
    const only = joao.chaves[0] as Key;
    expectError(
      await call(
        t.app,
        'favorito/excluir-chave-favorito',
        { favoritoId: joao.favoritoId, chaveId: only.chaveId },
        ana.token,
      ),
      400,
      40007,
    );
    expect(resultOf<Contact>(await keysOf(ana, joao.favoritoId)).chaves).toHaveLength(1);
  });

  it('updates the nickname (empty clears it) and the name', async () => {
    const updated = resultOf<Contact>(
      await call(
        t.app,
        'favorito/atualizar-favorito',
        { favoritoId: maria.favoritoId, apelido: ' Mamãe ' },
        ana.token,
      ),
    );
    expect(updated.apelido).toBe('Mamãe');
    const cleared = resultOf<Contact>(
      await call(
        t.app,
        'favorito/atualizar-favorito',
        { favoritoId: maria.favoritoId, apelido: '', nomeCompleto: 'Maria Silva' },
        ana.token,
      ),
    );
    expect(cleared).toMatchObject({ apelido: null, nomeCompleto: 'Maria Silva' });
    expect(cleared.chaves).toHaveLength(2);
  });

  it('another customer can neither see nor touch them', async () => {
    expect((await list(bruno)).totalDeRegistros).toBe(0);
    expectError(await keysOf(bruno, maria.favoritoId), 404, 40405);
    const chaveId = (maria.chaves[1] as Key).chaveId;
    expectError(
      await call(
        t.app,
        'favorito/excluir-chave-favorito',
        { favoritoId: maria.favoritoId, chaveId },
        bruno.token,
      ),
      404,
      40405,
    );
    expectError(
      await call(
        t.app,
        'favorito/atualizar-favorito',
        { favoritoId: maria.favoritoId, apelido: 'x' },
        bruno.token,
      ),
      404,
      40405,
    );
    expectError(
      await call(t.app, 'favorito/excluir-contato-favorito', { favoritoId: maria.favoritoId }, bruno.token),
      404,
      40405,
    );
    // Bruno's own contact under the same CPF is his, apart from Ana's.
    const his = resultOf<Contact>(
      await create(bruno, {
        identificacaoFiscal: MARIA_CPF,
        nomeCompleto: 'Maria da Silva',
        chaves: [{ tipoChavePix: 1, chavePix: MARIA_CPF }],
      }),
    );
    expect(his.favoritoId).not.toBe(maria.favoritoId);
    expect(resultOf<Contact>(await keysOf(ana, maria.favoritoId)).apelido).toBeNull();
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'favorito/consultar-favoritos', {}), 401, 40100);
  });

  it.each([
    ['a CPF with wrong check digits', { identificacaoFiscal: '52998224700' }],
    ['no keys', { chaves: [] }],
    ['a key of the wrong type', { chaves: [{ tipoChavePix: 4, chavePix: '+5521998765432' }] }],
    ['a phone with an unknown DDD', { chaves: [{ tipoChavePix: 3, chavePix: '(10) 99876-5432' }] }],
    ['a key type out of the list', { chaves: [{ tipoChavePix: 6, chavePix: 'x' }] }],
    ['a key without its type', { chaves: [{ chavePix: MARIA_CPF }] }],
    [
      'both a key and an account',
      { chaves: [{ tipoChavePix: 5, chavePix: EVP, codigoOuISPB: '999', agencia: '1', conta: '1' }] },
    ],
    ['an account without agency', { chaves: [{ codigoOuISPB: '999', conta: '12345' }] }],
    ['an institution of 5 digits', { chaves: [{ codigoOuISPB: '12345', agencia: '1', conta: '1' }] }],
    ['a CPF key that is not the contact’s', { chaves: [{ tipoChavePix: 1, chavePix: CARLA.cpf }] }],
    ['a person’s name with digits', { nomeCompleto: 'Maria 2' }],
    ['a nickname of 41 characters', { apelido: 'a'.repeat(41) }],
    ['a nickname with a control character', { apelido: 'Mã\u0000e' }],
  ])('refuses %s with 40007 and keeps nothing', async (_, change) => {
    const before = await list(ana);
    const answer = await create(ana, {
      identificacaoFiscal: '98765432100',
      nomeCompleto: 'Pessoa Nova',
      chaves: [{ tipoChavePix: 5, chavePix: EVP }],
      ...change,
    });
    expectError(answer, 400, 40007);
    expect(await list(ana)).toEqual(before);
  });

  it('refuses bad list, update and delete input with 40007', async () => {
    expectError(await call(t.app, 'favorito/consultar-favoritos', { pagina: 0 }, ana.token), 400, 40007);
    expectError(
      await call(t.app, 'favorito/consultar-favoritos', { ordenacao: 'UP' }, ana.token),
      400,
      40007,
    );
    expectError(await keysOf(ana, maria.favoritoId, { tamanhoPagina: 21 }), 400, 40007);
    expectError(
      await call(t.app, 'favorito/atualizar-favorito', { favoritoId: maria.favoritoId }, ana.token),
      400,
      40007,
    );
    expectError(
      await call(
        t.app,
        'favorito/atualizar-favorito',
        { favoritoId: maria.favoritoId, nomeCompleto: 'M4ria' },
        ana.token,
      ),
      400,
      40007,
    );
    expectError(await call(t.app, 'favorito/excluir-contato-favorito', {}, ana.token), 400, 40007);
    expect(resultOf<Contact>(await keysOf(ana, maria.favoritoId)).nomeCompleto).toBe('Maria Silva');
  });

  it('deletes a contact with its keys', async () => {
    resultOf(
      await call(t.app, 'favorito/excluir-contato-favorito', { favoritoId: maria.favoritoId }, ana.token),
    );
    expectError(await keysOf(ana, maria.favoritoId), 404, 40405);
    expect((await list(ana)).favoritos.map((c) => c.identificacaoFiscal)).not.toContain(MARIA_CPF);
    expect((await list(bruno)).totalDeRegistros).toBe(1);
  });

  it('caps the keys of a contact at 20', async () => {
    const chaves = Array.from({ length: 20 }, (_, i) => ({
      codigoOuISPB: '999',
      agencia: '1',
      conta: String(100 + i),
    }));
    const full = resultOf<Contact>(
      await create(ana, { identificacaoFiscal: '98765432100', nomeCompleto: 'Conta Cheia', chaves }),
    );
    expect(full.chaves).toHaveLength(20);
    expectError(
      await create(ana, {
        identificacaoFiscal: '98765432100',
        nomeCompleto: 'Conta Cheia',
        chaves: [{ tipoChavePix: 5, chavePix: EVP }],
      }),
      400,
      40085,
    );
    expect(resultOf<Contact>(await keysOf(ana, full.favoritoId)).chaves).toHaveLength(20);
  });

  it('caps a customer at 500 contacts; keys for one kept already still go in', async () => {
    const carla = await login(t.app, CARLA);
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: `cap-${i}`,
      customer_id: carla.customerId,
      tax_id: String(10_000_000_000 + i),
      nome: `Contato ${i}`,
    }));
    await t.db.insertInto('contact').values(rows).execute();
    await t.db
      .insertInto('contact_key')
      .values(rows.map((r) => ({ id: `${r.id}-k`, contact_id: r.id, tipo_chave_pix: 5, chave_pix: EVP })))
      .execute();
    expectError(
      await create(carla, {
        identificacaoFiscal: MARIA_CPF,
        nomeCompleto: 'Maria da Silva',
        chaves: [{ tipoChavePix: 1, chavePix: MARIA_CPF }],
      }),
      400,
      40085,
    );
    expect((await list(carla)).totalDeRegistros).toBe(500);
  });
});
