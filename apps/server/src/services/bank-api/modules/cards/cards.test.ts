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

interface Card {
  chaveDeCartao: string;
  nomeImpresso: string;
  cartaoNumero: string;
  cartaoDataExpiracao: string;
  descricaoStatusCartao: string;
  idStatusCartao: number;
  bandeira: number;
  bandeiraNome: string;
  fisico: boolean;
}

/** The bank's clock for this file: every expiry follows from it, never from today. */
const NOW = new Date('2026-03-10T15:00:00Z');

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;

const list = async (who: LoggedIn) =>
  resultOf<{ cartoes: Card[] }>(
    await call(t.app, 'cartao/consultar-cartoes-por-chave-conta', { chaveDeConta: who.accountId }, who.token),
  ).cartoes;
const onCard = (path: string, who: LoggedIn, chaveDeCartao: string, extra: Record<string, unknown> = {}) =>
  call(t.app, path, { chaveDeCartao, ...extra }, who.token);
const plastic = async (chaveDeCartao: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/cards/plastic?chaveDeCartao=${chaveDeCartao}`,
  });
  return res.json().result as { numeroCartao: string; validade: string; cvv: string };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  carla = await login(t.app, CARLA);
});
afterAll(async () => t?.close());

describe('the card list', () => {
  it('shows each demo customer their own debit card, number masked to the last 4 digits', async () => {
    const [card, ...rest] = await list(ana);
    expect(rest).toHaveLength(0);
    expect(card).toMatchObject({
      nomeImpresso: 'ANA BEATRIZ SOUZA',
      descricaoStatusCartao: 'Desbloqueado',
      idStatusCartao: 1,
      bandeira: 12,
      bandeiraNome: 'ELO',
      fisico: true,
    });
    expect(card?.cartaoNumero).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const printed = await plastic(card!.chaveDeCartao);
    expect(printed.numeroCartao.slice(-4)).toBe(card?.cartaoNumero.slice(-4));
    expect(printed.validade).toBe(card?.cartaoDataExpiracao);
    const other = await list(bruno);
    expect(other.map((c) => c.chaveDeCartao)).not.toContain(card?.chaveDeCartao);
  });

  it("refuses another customer's account and card", async () => {
    expectError(
      await call(
        t.app,
        'cartao/consultar-cartoes-por-chave-conta',
        { chaveDeConta: ana.accountId },
        bruno.token,
      ),
      404,
      40401,
    );
    const [card] = await list(ana);
    expectError(
      await onCard('cartao/bloquear-cartao-pedido-cliente', bruno, card!.chaveDeCartao),
      404,
      40406,
    );
  });

  it("answers another customer's card 404 / 40406 on every card path, before any other check", async () => {
    const [card] = await list(ana);
    if (!card) throw new Error('Ana has a card');
    const key = card.chaveDeCartao;
    // Bodies valid in every field but whose card it is; the CEP is one the look-up does not know, so
    // a path that looked it up before the owner would answer 40402 instead.
    const paths: Array<[string, 'POST' | 'GET' | 'PUT', Record<string, unknown>]> = [
      ['cartao/bloquear-cartao-pedido-cliente', 'POST', {}],
      ['cartao/bloquear-cartao-danificado', 'POST', {}],
      ['cartao/bloquear-cartao-roubo', 'POST', {}],
      ['cartao/bloquear-cartao-perda', 'POST', {}],
      ['cartao/desbloquear-cartao-pedido-cliente', 'POST', {}],
      ['cartao/desbloquear-cartao-por-senha-incorreta', 'POST', { senha: '1357' }],
      ['token/gerar-2fa-alteracao-pin-cartao', 'POST', { tipoSegundoFator: 2 }],
      ['token/gerar-2fa-alteracao-pin-cartao', 'POST', { tipoSegundoFator: 3 }],
      [
        'cartao/desbloquear-cartao-emissao-sync-senha-conta',
        'POST',
        { dataExpiracao: '03/31', cvv: '123', senha: '1357', confirmacaoSenha: '1357', token: '123456' },
      ],
      [
        'cartao/solicitar-segunda-via-cartao-fisico',
        'POST',
        { motivo: 'PERDA', cep: '99999999', numero: '1' },
      ],
      ['cartao/excluir-cartao-virtual', 'POST', {}],
      ['cartao/obter-cartao-completo-por-chave-cartao', 'POST', {}],
      ['cartao/obter-configuracoes', 'GET', {}],
      ['cartao/configurar-contactless', 'PUT', { permiteContactless: false }],
      ['cartao/alterar-senha', 'POST', { senhaAtual: '1357', novaSenha: '2468' }],
      [
        'cartao/alterar-senha-por-token',
        'POST',
        { token: '123456', novaSenha: '2468', confirmacaoSenha: '2468' },
      ],
      ['carteira-digital/opaque-card-info', 'POST', {}],
      ['carteira-digital/listar-tokens-visa', 'POST', {}],
    ];
    for (const [path, method, extra] of paths) {
      const answer = await t.app.bank.dispatch({
        path,
        method,
        body: { chaveDeIdempotencia: crypto.randomUUID(), chaveDeCartao: key, ...extra },
        token: bruno.token,
      });
      expect({ path, error: answer.success ? null : answer.error.code }).toEqual({ path, error: 40406 });
    }
    // The first physical card names an account: another customer's answers 40401 before the CEP.
    expectError(
      await call(
        t.app,
        'cartao/solicitar-cartao-fisico',
        { chaveDeConta: ana.accountId, cep: '99999999', numero: '1' },
        bruno.token,
      ),
      404,
      40401,
    );
    expect((await list(ana))[0]).toMatchObject({ chaveDeCartao: key, descricaoStatusCartao: 'Desbloqueado' });
  });
});

describe('block and unblock', () => {
  it('a temporary block stays in the list and is undone; blocking twice is 10021', async () => {
    const [card] = await list(bruno);
    const key = card!.chaveDeCartao;
    const blocked = resultOf(await onCard('cartao/bloquear-cartao-pedido-cliente', bruno, key));
    expect(blocked).toMatchObject({
      descricaoStatusCartao: 'Bloqueado a pedido do cliente',
      permanente: false,
    });
    expect((await list(bruno))[0]).toMatchObject({ chaveDeCartao: key, idStatusCartao: 2 });
    expectError(await onCard('cartao/bloquear-cartao-pedido-cliente', bruno, key), 409, 10021);
    resultOf(await onCard('cartao/desbloquear-cartao-pedido-cliente', bruno, key));
    expect((await list(bruno))[0]).toMatchObject({ descricaoStatusCartao: 'Desbloqueado' });
    expectError(await onCard('cartao/desbloquear-cartao-pedido-cliente', bruno, key), 400, 10018);
  });

  it('a stolen card is cancelled for good, leaves the list, and a second copy arrives blocked for issuance', async () => {
    const [card] = await list(ana);
    const key = card!.chaveDeCartao;
    const stolen = resultOf(await onCard('cartao/bloquear-cartao-roubo', ana, key));
    expect(stolen).toMatchObject({
      descricaoStatusCartao: 'Cancelado por roubo',
      permanente: true,
      podeSolicitarSegundaVia: true,
    });
    expect(await list(ana)).toHaveLength(0);
    expectError(await onCard('cartao/desbloquear-cartao-pedido-cliente', ana, key), 400, 10018);
    expectError(await onCard('cartao/bloquear-cartao-perda', ana, key), 400, 10018);

    expectError(
      await onCard('cartao/solicitar-segunda-via-cartao-fisico', ana, key, {
        motivo: 'ROUBO',
        cep: '99999999',
        numero: '10',
      }),
      404,
      40402,
    );
    const copy = resultOf<{ cartao: Card; enderecoEntrega: Record<string, string> }>(
      await onCard('cartao/solicitar-segunda-via-cartao-fisico', ana, key, {
        motivo: 'ROUBO',
        cep: '01310-200',
        numero: '1578',
        complemento: 'Apto 52',
      }),
    );
    expect(copy.enderecoEntrega).toMatchObject({
      rua: 'Avenida Paulista',
      cidade: 'São Paulo',
      uf: 'SP',
      numero: '1578',
    });
    expect(copy.cartao).toMatchObject({
      descricaoStatusCartao: 'Bloqueado para emissão',
      fisico: true,
      cartaoDataExpiracao: '03/31',
    });
    expect(copy.cartao.cartaoNumero).not.toBe(card?.cartaoNumero);
    expect((await list(ana)).map((c) => c.chaveDeCartao)).toEqual([copy.cartao.chaveDeCartao]);
    expectError(
      await onCard('cartao/solicitar-segunda-via-cartao-fisico', ana, key, {
        motivo: 'ROUBO',
        cep: '01310200',
        numero: '1',
      }),
      400,
      10018,
    );
  });

  it('the card that arrived unblocks with its expiry, CVV, the account PIN twice and a one-time code', async () => {
    const [card] = await list(ana);
    const key = card!.chaveDeCartao;
    const printed = await plastic(key);
    resultOf(await onCard('token/gerar-2fa-alteracao-pin-cartao', ana, key, { tipoSegundoFator: 2 }));
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?destino=${encodeURIComponent(`+55${ANA.ddd}${ANA.telefone}`)}`,
    });
    const sms = (outbox.json().result.mensagens as Array<{ text: string }>)[0]?.text ?? '';
    expect(sms).toContain('desbloquear o cartão');
    const token = /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
    const arrive = (extra: Record<string, unknown>) =>
      onCard('cartao/desbloquear-cartao-emissao-sync-senha-conta', ana, key, {
        dataExpiracao: printed.validade,
        cvv: printed.cvv,
        senha: ANA.pin,
        confirmacaoSenha: ANA.pin,
        token,
        ...extra,
      });
    expectError(await arrive({ dataExpiracao: '02/31' }), 400, 14007);
    expectError(await arrive({ dataExpiracao: '13/31' }), 400, 14007);
    const wrongCvv = printed.cvv === '000' ? '001' : '000';
    expectError(await arrive({ cvv: wrongCvv }), 400, 40091);
    expectError(await arrive({ confirmacaoSenha: '9999' }), 400, 40007);
    expectError(await arrive({ senha: '9999', confirmacaoSenha: '9999' }), 400, 10007);
    expectError(await arrive({ token: token === '000000' ? '000001' : '000000' }), 400, 23003);
    expect(resultOf(await arrive({ dataExpiracao: printed.validade.replace('/', '') }))).toMatchObject({
      descricaoStatusCartao: 'Desbloqueado',
    });
    expectError(await arrive({}), 400, 10018);
  });
});

describe('the virtual card', () => {
  it('is created unblocked, one at a time, shows its details in a frame, and is deleted', async () => {
    const created = resultOf<{ cartao: Card }>(
      await call(t.app, 'cartao/solicitar-cartao-virtual', { chaveDeConta: bruno.accountId }, bruno.token),
    );
    expect(created.cartao).toMatchObject({
      fisico: false,
      descricaoStatusCartao: 'Desbloqueado',
      cartaoDataExpiracao: '03/31',
    });
    expectError(
      await call(t.app, 'cartao/solicitar-cartao-virtual', { chaveDeConta: bruno.accountId }, bruno.token),
      409,
      40092,
    );
    const key = created.cartao.chaveDeCartao;
    const details = resultOf<{ hash: string; urlDetalhes: string }>(
      await onCard('cartao/obter-cartao-completo-por-chave-cartao', bruno, key),
    );
    expect(JSON.stringify(details)).not.toMatch(/\d{16}/);
    const frame = await t.app.inject({ method: 'GET', url: `${details.urlDetalhes}?hash=${details.hash}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    const printed = await plastic(key);
    expect(frame.body).toContain(printed.numeroCartao.replace(/(\d{4})(?=\d)/g, '$1 '));
    const forged = await t.app.inject({ method: 'GET', url: `${details.urlDetalhes}?hash=${details.hash}x` });
    expect(forged.statusCode).toBe(404);

    expectError(
      await onCard(
        'cartao/excluir-cartao-virtual',
        bruno,
        (await list(bruno)).find((c) => c.fisico)!.chaveDeCartao,
      ),
      400,
      40007,
    );
    expect(resultOf(await onCard('cartao/excluir-cartao-virtual', bruno, key))).toMatchObject({
      excluido: true,
    });
    expect((await list(bruno)).map((c) => c.chaveDeCartao)).not.toContain(key);
    expectError(await onCard('cartao/obter-cartao-completo-por-chave-cartao', bruno, key), 404, 40406);
  });

  it('contactless is on by default and can be turned off', async () => {
    const [card] = await list(bruno);
    const key = card!.chaveDeCartao;
    const read = () =>
      t.app.bank.dispatch({
        path: 'cartao/obter-configuracoes',
        method: 'GET',
        body: { chaveDeCartao: key },
        token: bruno.token,
      });
    expect(resultOf(await read())).toMatchObject({ permiteContactless: true });
    const put = await t.app.bank.dispatch({
      path: 'cartao/configurar-contactless',
      method: 'PUT',
      body: { chaveDeCartao: key, permiteContactless: false, chaveDeIdempotencia: crypto.randomUUID() },
      token: bruno.token,
    });
    expect(resultOf(put)).toMatchObject({ permiteContactless: false });
    expect(resultOf(await read())).toMatchObject({ permiteContactless: false });
  });
});

describe('a first physical card', () => {
  it('is refused while the account has one, and ordered to the CEP address once it has none', async () => {
    const body = { chaveDeConta: bruno.accountId, cep: '01310200', numero: '10' };
    expectError(await call(t.app, 'cartao/solicitar-cartao-fisico', body, bruno.token), 400, 40007);
    const address = resultOf<{ enderecoEntrega: { cep: string } }>(
      await call(t.app, 'conta/consultar-endereco-entrega', { chaveDeConta: bruno.accountId }, bruno.token),
    );
    expect(address.enderecoEntrega.cep).toBe(BRUNO.endereco.cep);

    const plain = await createTestApp({ now: () => NOW });
    try {
      const who = await login(plain.app, BRUNO);
      await plain.db.deleteFrom('card').where('customer_id', '=', who.customerId).execute();
      const ordered = resultOf<{ cartao: Card; enderecoEntrega: { cidade: string } }>(
        await call(
          plain.app,
          'cartao/solicitar-cartao-fisico',
          { ...body, chaveDeConta: who.accountId },
          who.token,
        ),
      );
      expect(ordered.cartao).toMatchObject({ fisico: true, descricaoStatusCartao: 'Bloqueado para emissão' });
      expect(ordered.enderecoEntrega.cidade).toBe('São Paulo');
    } finally {
      await plain.close();
    }
  });
});

describe('the cards an account may still ask for', () => {
  const offer = async (app: TestApp['app'], who: LoggedIn) =>
    resultOf<{ cartaoVirtual: boolean; cartaoFisico: boolean }>(
      await call(
        app,
        'cartao/consultar-cartoes-disponiveis-para-conta',
        { chaveDeConta: who.accountId },
        who.token,
      ),
    );

  it('offers a new customer both cards, and the physical one never again once the account had one', async () => {
    const plain = await createTestApp({ now: () => NOW });
    try {
      const who = await login(plain.app, BRUNO);
      const [own] = await list2(plain.app, who);
      expect(await offer(plain.app, who)).toEqual({ cartaoVirtual: true, cartaoFisico: false });

      // a stolen card is cancelled: its second copy is the way to a new one, not a first card
      await call(plain.app, 'cartao/bloquear-cartao-roubo', { chaveDeCartao: own?.chaveDeCartao }, who.token);
      expect(await offer(plain.app, who)).toEqual({ cartaoVirtual: true, cartaoFisico: false });
      const body = { chaveDeConta: who.accountId, cep: '01310200', numero: '10' };
      expectError(await call(plain.app, 'cartao/solicitar-cartao-fisico', body, who.token), 400, 40007);

      // an account that never had a card (a new customer) may ask for both
      await plain.db.deleteFrom('card').where('customer_id', '=', who.customerId).execute();
      expect(await offer(plain.app, who)).toEqual({ cartaoVirtual: true, cartaoFisico: true });
      resultOf(await call(plain.app, 'cartao/solicitar-cartao-fisico', body, who.token));
      resultOf(
        await call(plain.app, 'cartao/solicitar-cartao-virtual', { chaveDeConta: who.accountId }, who.token),
      );
      expect(await offer(plain.app, who)).toEqual({ cartaoVirtual: false, cartaoFisico: false });
    } finally {
      await plain.close();
    }
  });
});

const list2 = async (app: TestApp['app'], who: LoggedIn) =>
  resultOf<{ cartoes: Card[] }>(
    await call(app, 'cartao/consultar-cartoes-por-chave-conta', { chaveDeConta: who.accountId }, who.token),
  ).cartoes;

describe('phone-wallet tokenization', () => {
  it('gives the wallet an opaque card for the ELO TSP (14), and lists the token the TSP provisioned', async () => {
    const [card] = await list(bruno);
    const key = card?.chaveDeCartao ?? '';
    const info = resultOf<{ opaquePaymentCard: string; tsp: number; ultimosDigitos: string }>(
      await onCard('carteira-digital/opaque-card-info', bruno, key),
    );
    expect(info.tsp).toBe(14);
    expect(info.ultimosDigitos).toBe(card?.cartaoNumero.slice(-4));
    expect(JSON.stringify(info)).not.toMatch(/\d{16}/);
    const tokens = async () =>
      resultOf<{ tokens: Array<{ tokenReferenceId: string; status: string }> }>(
        await onCard('carteira-digital/listar-tokens-visa', bruno, key),
      ).tokens;
    expect(await tokens()).toEqual([]);
    const pushed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/cards/wallet/provision',
      payload: { opaquePaymentCard: info.opaquePaymentCard },
    });
    const reference = pushed.json().result.tokenReferenceId as string;
    expect(await tokens()).toMatchObject([{ tokenReferenceId: reference, status: 'ACTIVE' }]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/cards/wallet/provision',
      payload: { opaquePaymentCard: `${info.opaquePaymentCard}x` },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('is refused while the bank turns the googlePayToken flag off, and given again when on, no restart', async () => {
    const [card] = await list(bruno);
    const key = card?.chaveDeCartao ?? '';
    const flag = (rollout: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/feature-flags',
        payload: { feature: 'googlePayToken', rollout },
      });
    expect((await flag('off')).statusCode).toBe(200);
    try {
      expectError(await onCard('carteira-digital/opaque-card-info', bruno, key), 403, 40290);
    } finally {
      expect((await flag('on')).statusCode).toBe(200);
    }
    expect(resultOf<{ tsp: number }>(await onCard('carteira-digital/opaque-card-info', bruno, key)).tsp).toBe(
      14,
    );
  });
});

/** The newest code the sandbox outbox holds for a customer's phone. */
async function smsCode(who: typeof CARLA): Promise<string> {
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?destino=${encodeURIComponent(`+55${who.ddd}${who.telefone}`)}`,
  });
  const sms = (outbox.json().result.mensagens as Array<{ text: string }>)[0]?.text ?? '';
  return /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
}

describe('the card PIN', () => {
  const accountPinIs = async (pin: string) =>
    (await call(t.app, 'conta/validar-pin-conta', { chaveDeConta: carla.accountId, pin }, carla.token))
      .success;

  it('is the account PIN until changed; then the card has its own and the account keeps its PIN', async () => {
    const [card] = await list(carla);
    const key = card?.chaveDeCartao ?? '';
    const change = (senhaAtual: string, novaSenha: string) =>
      onCard('cartao/alterar-senha', carla, key, { senhaAtual, novaSenha });
    expectError(await change(CARLA.pin, '1234'), 400, 40007); // in sequence
    expectError(await change(CARLA.pin, CARLA.pin), 400, 40007); // the same
    resultOf(await change(CARLA.pin, '7394'));
    expect(await accountPinIs(CARLA.pin)).toBe(true);
    expectError(await change(CARLA.pin, '5820'), 400, 10007);
    resultOf(await change('7394', '5820'));
    expect((await list(carla))[0]).toMatchObject({ descricaoStatusCartao: 'Desbloqueado' });
  });

  it('blocks the card at the third wrong PIN in a row; the account PIN unblocks it, the card PIN unchanged', async () => {
    const [card] = await list(carla);
    const key = card?.chaveDeCartao ?? '';
    const change = (senhaAtual: string) =>
      onCard('cartao/alterar-senha', carla, key, { senhaAtual, novaSenha: '6071' });
    expectError(await change('0000'), 400, 10007);
    expectError(await change('0001'), 400, 10007);
    expectError(await change('0002'), 423, 10008);
    expect((await list(carla))[0]).toMatchObject({
      descricaoStatusCartao: 'Bloqueado por senha incorreta',
      idStatusCartao: 3,
    });
    // blocked: even the right PIN is refused, and the account PIN is untouched by the card's tries
    expectError(await change('5820'), 423, 10008);
    expect(await accountPinIs(CARLA.pin)).toBe(true);
    // a purchase on it is refused by the issuer
    const printed = await plastic(key);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/cards/purchase',
      payload: {
        numeroCartao: printed.numeroCartao,
        valor: 1,
        estabelecimento: 'Padaria',
        idAutorizacao: 'pin-1',
      },
    });
    expect(bought.statusCode).toBe(400);
    const unblock = (senha: string) =>
      onCard('cartao/desbloquear-cartao-por-senha-incorreta', carla, key, { senha });
    expectError(await unblock('5820'), 400, 10007); // the account PIN, not the card's
    expect(resultOf(await unblock(CARLA.pin))).toMatchObject({ descricaoStatusCartao: 'Desbloqueado' });
    expectError(await unblock(CARLA.pin), 400, 10018);
    // the count started again, and the card's own PIN is still the one it had
    expectError(await change('0000'), 400, 10007);
    resultOf(await onCard('cartao/alterar-senha', carla, key, { senhaAtual: '5820', novaSenha: '6071' }));
  });

  it('is forgotten: a code and a new PIN twice, which also lifts a block for a wrong PIN', async () => {
    const [card] = await list(carla);
    const key = card?.chaveDeCartao ?? '';
    for (const pin of ['0000', '0001', '0002']) {
      await onCard('cartao/alterar-senha', carla, key, { senhaAtual: pin, novaSenha: '4826' });
    }
    expect((await list(carla))[0]?.descricaoStatusCartao).toBe('Bloqueado por senha incorreta');
    resultOf(await onCard('token/gerar-2fa-alteracao-pin-cartao', carla, key, { tipoSegundoFator: 2 }));
    const token = await smsCode(CARLA);
    const byCode = (extra: Record<string, unknown>) =>
      onCard('cartao/alterar-senha-por-token', carla, key, {
        token,
        novaSenha: '4826',
        confirmacaoSenha: '4826',
        ...extra,
      });
    expectError(await byCode({ confirmacaoSenha: '4827' }), 400, 40007);
    expectError(await byCode({ token: token === '000000' ? '000001' : '000000' }), 400, 23003);
    expect(resultOf(await byCode({}))).toMatchObject({ descricaoStatusCartao: 'Desbloqueado' });
    expectError(await byCode({ novaSenha: '9173', confirmacaoSenha: '9173' }), 400, 23003); // spent
    resultOf(await onCard('cartao/alterar-senha', carla, key, { senhaAtual: '4826', novaSenha: '6071' }));
  });

  it('follows the account PIN again when the account PIN changes (sync-pin-cartoes)', async () => {
    const [card] = await list(carla);
    const key = card?.chaveDeCartao ?? '';
    const changeAccount = (pinAtual: string, novoPin: string) =>
      call(
        t.app,
        'conta/trocar-pin-conta-sync-pin-cartoes',
        { chaveDeConta: carla.accountId, pinAtual, novoPin },
        carla.token,
      );
    resultOf(await changeAccount(CARLA.pin, '3916'));
    expectError(
      await onCard('cartao/alterar-senha', carla, key, { senhaAtual: '6071', novaSenha: '8205' }),
      400,
      10007,
    );
    resultOf(await onCard('cartao/alterar-senha', carla, key, { senhaAtual: '3916', novaSenha: '8205' }));
    resultOf(await changeAccount('3916', CARLA.pin));
    resultOf(await onCard('cartao/alterar-senha', carla, key, { senhaAtual: CARLA.pin, novaSenha: '8205' }));
  });
});

describe('a chip-and-PIN purchase', () => {
  it('checks the PIN typed at the terminal as the card’s: three wrong in a row block the card', async () => {
    const [card] = await list(carla);
    const key = card?.chaveDeCartao ?? '';
    const printed = await plastic(key);
    const buy = async (idAutorizacao: string, senha?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/cards/purchase',
        payload: {
          numeroCartao: printed.numeroCartao,
          valor: 2.5,
          estabelecimento: 'Padaria Pão Quente',
          idAutorizacao,
          ...(senha ? { senha } : {}),
        },
      });
      return { status: res.statusCode, body: res.json() };
    };
    // the card's own PIN, set by the test above (the account PIN is another)
    expect((await buy('chip-1', '8205')).body.result.status).toBe('AUTORIZADA');
    expect((await buy('chip-1b', CARLA.pin)).body.error.code).toBe(10007);
    expect((await buy('chip-2', '0000')).body.error.code).toBe(10007);
    const third = await buy('chip-4', '0002');
    expect({ status: third.status, code: third.body.error.code }).toEqual({ status: 423, code: 10008 });
    expect((await list(carla))[0]?.descricaoStatusCartao).toBe('Bloqueado por senha incorreta');
    // a blocked card is refused even with the right PIN, and nothing left the account for the refusals
    expect((await buy('chip-5', '8205')).body.error.code).toBe(40093);
    resultOf(await onCard('cartao/desbloquear-cartao-por-senha-incorreta', carla, key, { senha: CARLA.pin }));
    expect((await buy('chip-6', '8205')).body.result.status).toBe('AUTORIZADA');
  });
});

describe('the card products', () => {
  it('names each card product, its category, and whether the customer holds it or may ask for it', async () => {
    const { produtos } = resultOf<{ produtos: Array<Record<string, unknown>> }>(
      await call(
        t.app,
        'produto/consultar-produtos-disponiveis-cliente',
        { chaveDeConta: carla.accountId },
        carla.token,
      ),
    );
    expect(produtos).toEqual([
      {
        codigo: 'CARTAO_DEBITO_FISICO',
        categoria: 'DEBITO',
        fisico: true,
        contratado: true,
        disponivel: false,
      },
      {
        codigo: 'CARTAO_DEBITO_VIRTUAL',
        categoria: 'DEBITO',
        fisico: false,
        contratado: false,
        disponivel: true,
      },
      {
        codigo: 'CARTAO_CREDITO_GARANTIDO',
        categoria: 'CREDITO',
        fisico: false,
        contratado: false,
        disponivel: true,
      },
    ]);
    expectError(
      await call(
        t.app,
        'produto/consultar-produtos-disponiveis-cliente',
        { chaveDeConta: carla.accountId },
        bruno.token,
      ),
      404,
      40401,
    );
  });
});

describe('without a card processor', () => {
  it("answers 'Cards currently unavailable' (503, 40090)", async () => {
    const plain = await createTestApp({ config: { seedSandbox: false } });
    try {
      const who = await login(plain.app, ANA);
      const [card] = resultOf<{ cartoes: Card[] }>(
        await call(
          plain.app,
          'cartao/consultar-cartoes-por-chave-conta',
          { chaveDeConta: who.accountId },
          who.token,
        ),
      ).cartoes;
      expectError(
        await call(
          plain.app,
          'cartao/obter-cartao-completo-por-chave-cartao',
          { chaveDeCartao: card!.chaveDeCartao },
          who.token,
        ),
        503,
        40090,
      );
      const { produtos } = resultOf<{ produtos: Array<{ disponivel: boolean }> }>(
        await call(
          plain.app,
          'produto/consultar-produtos-disponiveis-cliente',
          { chaveDeConta: who.accountId },
          who.token,
        ),
      );
      expect(produtos.map((p) => p.disponivel)).toEqual([false, false, false]);
    } finally {
      await plain.close();
    }
  });
});
