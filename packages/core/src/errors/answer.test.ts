import { describe, expect, it } from 'vitest';
import {
  ERROR_IN_SERVER_RESPONSE,
  isExecutionOrHttpSuccess,
  isExecutionSuccess,
  isFinancingSuccess,
  isSessionExpired,
  NO_RESPONSE,
  readBankAnswer,
  shouldRetryWithNewKey,
} from './index.ts';

describe('readBankAnswer', () => {
  it('reads a bank success', () => {
    expect(
      readBankAnswer<{ saldo: number }>({ success: true, status: 200, result: { saldo: 12.34 } }),
    ).toEqual({
      ok: true,
      status: 200,
      data: { saldo: 12.34 },
    });
  });

  it('reads data when there is no result', () => {
    expect(readBankAnswer({ success: true, data: [1, 2] })).toEqual({ ok: true, status: 200, data: [1, 2] });
    expect(readBankAnswer({ success: true, status: 201 })).toEqual({
      ok: true,
      status: 201,
      data: undefined,
    });
    expect(readBankAnswer({ success: true, result: null, data: 1 })).toEqual({
      ok: true,
      status: 200,
      data: null,
    });
  });

  it('reads when a lock or a limit ends, and only a positive whole number of seconds', () => {
    const blocked = {
      success: false,
      status: 423,
      error: { code: 47028, message: 'm', retryAfterSeconds: 1800 },
    };
    expect(readBankAnswer(blocked)).toEqual({
      ok: false,
      status: 423,
      code: 47028,
      message: 'm',
      retryAfterSeconds: 1800,
    });
    for (const wait of [-1, 0, 1.5, '60', null]) {
      const answer = readBankAnswer({
        success: false,
        status: 429,
        error: { code: 46001, retryAfterSeconds: wait },
      });
      expect(answer).not.toHaveProperty('retryAfterSeconds');
    }
  });

  it('reads a bank error', () => {
    expect(
      readBankAnswer({
        success: false,
        status: 400,
        error: { code: 17000, message: 'Saldo insuficiente', details: 'faltam R$ 1,00' },
      }),
    ).toEqual({
      ok: false,
      status: 400,
      code: 17000,
      message: 'Saldo insuficiente',
      details: 'faltam R$ 1,00',
    });
  });

  it('reads an error in the result body', () => {
    expect(
      readBankAnswer({ success: false, status: 409, result: { codigo: '40044', mensagem: 'Duplicada' } }),
    ).toEqual({ ok: false, status: 409, code: 40044, message: 'Duplicada' });
  });

  it('reads a financing error: message plus details at the top level', () => {
    expect(readBankAnswer({ status: 422, message: 'Proposta recusada', details: 'score' })).toEqual({
      ok: false,
      status: 422,
      message: 'Proposta recusada',
      details: 'score',
    });
  });

  it('takes a text error as the message and keeps non-text details as JSON', () => {
    expect(readBankAnswer({ success: false, status: 500, error: 'boom' })).toEqual({
      ok: false,
      status: 500,
      message: 'boom',
    });
    expect(readBankAnswer({ success: false, status: 500, error: { details: { a: 1 } } })).toEqual({
      ok: false,
      status: 500,
      details: '{"a":1}',
    });
  });

  it('falls back to the top-level message when the error object has none', () => {
    expect(readBankAnswer({ success: false, status: 400, error: { code: 1 }, message: 'm' })).toEqual({
      ok: false,
      status: 400,
      code: 1,
      message: 'm',
    });
  });

  it('decides success without a success flag from error and status', () => {
    expect(readBankAnswer({ status: 200, result: 1 })).toEqual({ ok: true, status: 200, data: 1 });
    expect(readBankAnswer({ result: 1 })).toEqual({ ok: true, status: 200, data: 1 });
    expect(readBankAnswer({ status: 404 })).toEqual({ ok: false, status: 404 });
    expect(readBankAnswer({ status: 200, error: { code: 50000 } })).toEqual({
      ok: false,
      status: 200,
      code: 50000,
    });
    expect(readBankAnswer({ error: { code: 50000 } })).toEqual({ ok: false, status: 500, code: 50000 });
  });

  it('defaults a failure without status to 500', () => {
    expect(readBankAnswer({ success: false })).toEqual({ ok: false, status: 500 });
    expect(readBankAnswer({ success: false, status: 'x' })).toEqual({ ok: false, status: 500 });
    expect(readBankAnswer({ success: false, status: '404' })).toEqual({ ok: false, status: 404 });
  });

  it('yields status 500 with a default message when nothing came back', () => {
    expect(readBankAnswer(undefined)).toEqual({
      ok: false,
      status: 500,
      message: NO_RESPONSE,
      noResponse: true,
    });
    expect(readBankAnswer(null)).toEqual({ ok: false, status: 500, message: NO_RESPONSE, noResponse: true });
  });

  it('refuses something that is not an answer', () => {
    for (const raw of [42, true, [1], 'not json', '"text"']) {
      expect(readBankAnswer(raw)).toEqual({ ok: false, status: 500, message: ERROR_IN_SERVER_RESPONSE });
    }
  });

  it('parses a JSON text first', () => {
    expect(readBankAnswer('{"success":true,"status":200,"result":{"x":1}}')).toEqual({
      ok: true,
      status: 200,
      data: { x: 1 },
    });
  });
});

describe('session and retry', () => {
  it('sees an expired session by status 401 or code 40100', () => {
    expect(isSessionExpired({ status: 401 })).toBe(true);
    expect(isSessionExpired({ status: 400, code: 40100 })).toBe(true);
    expect(isSessionExpired({ status: 403 })).toBe(false);
  });

  it('retries under a new key only on 40044', () => {
    expect(shouldRetryWithNewKey({ code: 40044 })).toBe(true);
    expect(shouldRetryWithNewKey({ code: 40007 })).toBe(false);
    expect(shouldRetryWithNewKey({})).toBe(false);
  });
});

describe('isFinancingSuccess', () => {
  it.each([
    ['POST', 201, true],
    ['POST', 202, true],
    ['POST', 200, false],
    ['PUT', 200, true],
    ['PUT', 201, false],
    ['PUT', 204, false],
    ['DELETE', 204, true],
    ['DELETE', 202, true],
    ['DELETE', 200, false],
    ['GET', 200, true],
    ['PATCH', 200, true],
    ['post', 201, true],
    ['HEAD', 200, false],
  ])('%s %i -> %s', (method, status, ok) => {
    expect(isFinancingSuccess(method, status)).toBe(ok);
  });
});

describe('execution status', () => {
  it('accepts 0 and the two finished texts', () => {
    expect(isExecutionSuccess(0)).toBe(true);
    expect(isExecutionSuccess('FINALIZADA_COM_ERROS')).toBe(true);
    expect(isExecutionSuccess('FINALIZADA_COM_SUCESSO')).toBe(true);
    expect(isExecutionSuccess('0')).toBe(false);
    expect(isExecutionSuccess(1)).toBe(false);
    expect(isExecutionSuccess('finalizada_com_sucesso')).toBe(false);
    expect(isExecutionSuccess('EM_PROCESSAMENTO')).toBe(false);
    expect(isExecutionSuccess(undefined)).toBe(false);
  });

  it('also accepts HTTP 200 or 201 where the flow allows it', () => {
    expect(isExecutionOrHttpSuccess(undefined, 200)).toBe(true);
    expect(isExecutionOrHttpSuccess(undefined, 201)).toBe(true);
    expect(isExecutionOrHttpSuccess(undefined, 202)).toBe(false);
    expect(isExecutionOrHttpSuccess(0)).toBe(true);
  });
});
