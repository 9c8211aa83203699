import { describe, expect, it } from 'vitest';
import {
  isSensitiveLogText,
  LOG_DEFAULTS,
  LOG_LEVEL,
  type LogRecord,
  logLevelFor,
  logRecordBytes,
  MIN_LOG_LEVEL,
} from './index.ts';

describe('the sensitive-log filter', () => {
  it('catches the words for two-factor auth, password, new password and the PINs, as text or field names', () => {
    for (const line of [
      'código 2FA enviado',
      'two-factor code requested',
      'senha incorreta',
      '{"novaSenha":"x"}',
      'password reset failed',
      'newPassword missing',
      '{"pinAtual":"1234"}',
      'novoPin rejected',
      'old PIN wrong',
      'current pin blocked',
      'PIN antigo',
    ]) {
      expect(isSensitiveLogText(line), line).toBe(true);
    }
  });

  it('lets an ordinary line through', () => {
    for (const line of [
      'Failed to refresh token.',
      'route /pixLandingComponent failed',
      'spinner shown',
      'pinned',
    ]) {
      expect(isSensitiveLogText(line), line).toBe(false);
    }
  });
});

describe('log levels and size', () => {
  it('sends from debug in development, info in staging and warn in production', () => {
    expect(MIN_LOG_LEVEL).toEqual({ development: 0, staging: 1, production: 2 });
    expect(LOG_LEVEL.error).toBe(3);
  });

  it('measures a record in UTF-8 bytes', () => {
    const record: LogRecord = {
      category: 'app',
      loglevel: 3,
      logs: 'é',
      component: 'x',
      eventTime: 0,
      eventTimeString: '',
      webviewVersion: '1.504',
    };
    expect(logRecordBytes(record)).toBe(JSON.stringify(record).length + 1);
  });
});

describe('the level the backend chooses', () => {
  it("is the environment's, and debug for a customer under the dogfood flag", () => {
    expect(logLevelFor('production', false)).toBe(2);
    expect(logLevelFor('staging', false)).toBe(1);
    expect(logLevelFor('development', false)).toBe(0);
    expect(logLevelFor('production', true)).toBe(0);
  });

  it('keeps the spec defaults', () => {
    expect(LOG_DEFAULTS).toEqual({
      scheduler: false,
      frequency: 24,
      appLogLimit: 2000,
      arbitrationLog: 6000,
      closingLog: 20000,
      oldLogLimit: 100,
    });
  });
});
