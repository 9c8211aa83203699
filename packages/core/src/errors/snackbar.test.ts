import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  looksLikeHtml,
  readBankAnswer,
  snackbarMessage,
  textFromEmbeddedJson,
} from './index.ts';

const key = (k: string, detailKey?: string) =>
  detailKey === undefined ? { kind: 'key', key: k } : { kind: 'key', key: k, detailKey };
const text = (t: string) => ({ kind: 'text', text: t });

describe('snackbarMessage (the generic rule, in order)', () => {
  it('1. no response, no status or a 4xx gives the Pix-communication issue', () => {
    expect(snackbarMessage(null)).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage(undefined)).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage({})).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage({ status: 0 })).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage({ status: null, code: 0 })).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage({ status: 400 })).toEqual(key('error.pixCommunicationIssue'));
    expect(snackbarMessage({ status: 499, message: 'a', details: 'b' })).toEqual(
      key('error.pixCommunicationIssue'),
    );
    const none = readBankAnswer(undefined);
    if (none.ok) throw new Error('expected a failure');
    expect(none.status).toBe(500);
    expect(snackbarMessage(none)).toEqual(key('error.pixCommunicationIssue'));
  });

  it('2. result code 0 gives the generic error with its subtext', () => {
    expect(snackbarMessage({ status: 500, code: 0, message: 'x', details: 'y' })).toEqual(
      key('error.genericError', 'error.genericErrorSubtext'),
    );
    expect(snackbarMessage({ status: 504, code: 0 })).toEqual(
      key('error.genericError', 'error.genericErrorSubtext'),
    );
  });

  it('3a. equal message and details give the message', () => {
    expect(snackbarMessage({ status: 500, message: 'Falhou', details: 'Falhou' })).toEqual(text('Falhou'));
  });

  it('3b. details with embedded JSON give its status description or message', () => {
    expect(
      snackbarMessage({
        status: 500,
        message: 'Erro',
        details: 'Falha: {"statusDescricao":"Conta bloqueada"}',
      }),
    ).toEqual(text('Conta bloqueada'));
    expect(
      snackbarMessage({
        status: 502,
        message: 'Erro',
        details: '{"codigo":1,"message":"Serviço indisponível"}',
      }),
    ).toEqual(text('Serviço indisponível'));
    expect(
      snackbarMessage({
        status: 500,
        message: 'Erro',
        details: '{"erro":{"statusDescription":"Fora do ar"}}',
      }),
    ).toEqual(text('Fora do ar'));
  });

  it('3c. HTML details give the message alone', () => {
    expect(
      snackbarMessage({
        status: 502,
        message: 'Bad gateway',
        details: '<html><body>{"message":"x"}</body></html>',
      }),
    ).toEqual(text('Bad gateway'));
  });

  it('3d. other details fall back to the message', () => {
    expect(snackbarMessage({ status: 500, message: 'Erro', details: 'stack trace' })).toEqual(text('Erro'));
    expect(snackbarMessage({ status: 500, message: 'Erro', details: '{not json}' })).toEqual(text('Erro'));
    expect(snackbarMessage({ status: 500, message: 'Erro', details: '{"other":1}' })).toEqual(text('Erro'));
  });

  it('3 needs both texts: otherwise the status decides', () => {
    expect(snackbarMessage({ status: 500, message: 'Erro' })).toEqual(key('error.technicalIssue'));
    expect(snackbarMessage({ status: 500, details: 'Erro' })).toEqual(key('error.technicalIssue'));
    expect(snackbarMessage({ status: 500, message: ' ', details: 'Erro' })).toEqual(
      key('error.technicalIssue'),
    );
  });

  it('4. 504 gives time-limit-exceeded', () => {
    expect(snackbarMessage({ status: 504 })).toEqual(key('error.timeLimitExceeded'));
    expect(snackbarMessage({ status: 504, message: 'Timeout', details: 'Timeout' })).toEqual(text('Timeout'));
  });

  it('5. other statuses give a technical issue', () => {
    for (const status of [500, 502, 503, 200, 302]) {
      expect(snackbarMessage({ status })).toEqual(key('error.technicalIssue'));
    }
  });
});

describe('errorMessage (known code first, then the rule)', () => {
  it('uses the catalogue for a known code even on a 4xx', () => {
    expect(errorMessage({ status: 400, code: 17000, message: 'Saldo insuficiente' })).toEqual(
      key('error.amountOutOfBound'),
    );
    expect(errorMessage({ status: 401, code: 40100 })).toEqual(key('error.sessionExpired'));
    expect(errorMessage({ status: 400, code: 10007 }, 'passwordChange')).toEqual(
      key('error.passwordChangeFailed', 'error.currentPasswordInvalid'),
    );
  });

  it('falls back to the rule for an unknown or missing code', () => {
    expect(errorMessage({ status: 400, code: 12345 })).toEqual(key('error.pixCommunicationIssue'));
    expect(errorMessage({ status: 504 })).toEqual(key('error.timeLimitExceeded'));
    expect(errorMessage(null)).toEqual(key('error.pixCommunicationIssue'));
    expect(errorMessage({ status: 500, code: 0 })).toEqual(
      key('error.genericError', 'error.genericErrorSubtext'),
    );
  });

  it('shows the server details for 40022 when there are any', () => {
    expect(
      errorMessage({ status: 400, code: 40022, message: 'Erro', details: 'Senha igual à anterior' }),
    ).toEqual(text('Senha igual à anterior'));
    expect(errorMessage({ status: 400, code: 40022, message: 'Senha fraca' })).toEqual(text('Senha fraca'));
    expect(errorMessage({ status: 400, code: 40022 })).toEqual(key('error.passwordChangeFailed'));
    expect(errorMessage({ status: 400, code: 40022, details: '<html></html>' })).toEqual(
      key('error.passwordChangeFailed'),
    );
  });

  it('works on what readBankAnswer returns', () => {
    const answer = readBankAnswer({
      success: false,
      status: 400,
      error: { code: 17000, message: 'Saldo insuficiente' },
    });
    if (answer.ok) throw new Error('expected a failure');
    expect(errorMessage(answer)).toEqual(key('error.amountOutOfBound'));
  });
});

describe('helpers', () => {
  it('detects HTML', () => {
    expect(looksLikeHtml('<!DOCTYPE html><html></html>')).toBe(true);
    expect(looksLikeHtml('<h1>502 Bad Gateway</h1>')).toBe(true);
    expect(looksLikeHtml('<br/>')).toBe(true);
    expect(looksLikeHtml('valor < 10 e > 5')).toBe(false);
    expect(looksLikeHtml('{"a":"b"}')).toBe(false);
  });

  it('extracts text from embedded JSON', () => {
    expect(textFromEmbeddedJson('x {"mensagem":"Oi"} y')).toBe('Oi');
    expect(textFromEmbeddedJson('{"statusDescricao":"A","message":"B"}')).toBe('A');
    expect(textFromEmbeddedJson('{"message":""}')).toBeUndefined();
    expect(textFromEmbeddedJson('no json')).toBeUndefined();
    expect(textFromEmbeddedJson('} {')).toBeUndefined();
  });
});
