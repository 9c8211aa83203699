import { describe, expect, it } from 'vitest';
import {
  BankCode,
  catalogueEntry,
  ERROR_CATALOGUE,
  errorMessage,
  identityCheckFailureKey,
  isBankCode,
  ListMessageCode,
  messageForCode,
} from './index.ts';

describe('BankCode', () => {
  it('holds the catalogue codes and ours, each once', () => {
    const expected = [
      47029, 47028, 11026, 40007, 40016, 40011, 40022, 10007, 23003, 46001, 40050, 14007, 17000, 40013, 41167,
      11012, 40044, 40123, 62000, 62001, 62002, 62003, 62004, 10018, 10021, 10008, 40000, 40100, 40401, 40402,
      40403, 40010, 40400, 40404, 40070, 40071, 40072, 40073, 40074, 40075, 40076, 40077, 40078, 40079, 40080,
      40170, 40171, 40172, 40173, 40174, 40470, 40081, 40082, 40083, 40084, 40085, 40086, 40405, 40480, 40481,
      40980, 50000, 40406, 40090, 40091, 40092, 40093, 40407, 40140, 40141, 40142, 40143, 40144, 40145, 40440,
      40441, 40442, 40150, 40151, 40152, 40153, 40154, 40450, 40160, 40161, 40162, 40460, 40030, 40031, 40017,
      40408, 40190, 40191, 40192, 40193, 40194, 40195, 40200, 40201, 40202, 40203, 40204, 40205, 40206, 40220,
      40221, 40222, 40223, 40461, 40230, 40231, 40240, 40241, 40242, 40490, 40250, 40280, 40290, 40270, 40271,
      40272, 40273, 40274, 40275, 40310, 40311,
    ];
    const values = Object.values(BankCode);
    expect([...values].sort()).toEqual([...expected].sort());
    expect(new Set(values).size).toBe(values.length);
    expect(BankCode.InsufficientBalance).toBe(17000);
    expect(BankCode.SessionExpired).toBe(40100);
  });

  it('has a catalogue entry for every code', () => {
    for (const code of Object.values(BankCode)) expect(ERROR_CATALOGUE[code]).toBeDefined();
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(Object.keys(BankCode).length);
  });

  it('tells known codes apart', () => {
    expect(isBankCode(17000)).toBe(true);
    expect(isBankCode(12345)).toBe(false);
    expect(isBankCode('17000')).toBe(false);
    expect(catalogueEntry(99999)).toBeUndefined();
  });
});

describe('messageForCode', () => {
  it.each([
    [47029, 'error.invalidCredentials'],
    [47028, 'error.passwordBlocked'],
    [11026, 'error.duplicateCpf'],
    [40007, 'error.validationErrors'],
    [40016, 'error.duplicateEmail'],
    [40017, 'error.duplicatePhone'],
    [40408, 'error.profileChangeNotFound'],
    [40011, 'error.checkCpf'],
    [40022, 'error.passwordChangeFailed'],
    [10007, 'error.pinIncorrect'],
    [46001, 'error.waitAndTry'],
    [40050, 'error.invalidDdd'],
    [14007, 'error.invalidExpiryDate'],
    [17000, 'error.amountOutOfBound'],
    [11012, 'error.incorrectToken'],
    [10018, 'error.cardBlockError'],
    [10021, 'error.cardAlreadyBlocked'],
    [40013, 'error.pixKeyNotFound'],
    [41167, 'error.noKeyFound'],
    [40123, 'error.newDeviceLogin'],
    [62000, 'error.accountAlreadyExists'],
    [62001, 'error.waitlistEntryExists'],
    [62002, 'error.vacancyExists'],
    [62003, 'error.waitlistNotFound'],
    [62004, 'error.waitlistApproved'],
    [40044, 'error.tryAgainLater'],
    [10008, 'error.pinBlocked'],
    [40000, 'error.invalidRequest'],
    [40100, 'error.sessionExpired'],
    [40401, 'error.accountNotFound'],
    [40402, 'error.cepNotFound'],
    [40403, 'error.transactionNotFound'],
    [40010, 'error.sameAccountTransfer'],
    [40400, 'error.pathNotFound'],
    [40404, 'error.customerNotFound'],
    [40070, 'error.pixKeyAlreadyRegistered'],
    [40071, 'error.pixKeyLimitReached'],
    [40072, 'error.invalidPixQrCode'],
    [40073, 'error.pixHolderMismatch'],
    [40074, 'error.pixReturnExceedsAmount'],
    [40075, 'error.pixNotReturnable'],
    [40076, 'error.pixLimitExceeded'],
    [40077, 'error.pixChargeExpired'],
    [40078, 'error.pixChargeAlreadyPaid'],
    [40079, 'error.pixScheduleNotFound'],
    [40080, 'error.pixClaimRefused'],
    [40081, 'error.pixClaimNotFound'],
    [40082, 'error.pixClaimWrongState'],
    [40083, 'error.pixKeyLookupLimited'],
    [40084, 'error.pixWithdrawRefused'],
    [40085, 'error.contactLimitReached'],
    [40086, 'error.pixPayloadUnavailable'],
    [40405, 'error.contactNotFound'],
    [40480, 'error.financingContractingNotFound'],
    [40481, 'error.financingContractNotFound'],
    [40980, 'error.financingNotAwaitingDownPayment'],
    [50000, 'error.technicalIssue'],
  ])('%i -> %s', (code, key) => {
    expect(messageForCode(code)).toEqual({ kind: 'key', key });
  });

  it('gives the second line where the catalogue has one', () => {
    expect(messageForCode(23003)).toEqual({
      kind: 'key',
      key: 'error.passwordChangeFailed',
      detailKey: 'error.incorrectVerificationCode',
    });
  });

  it('reads 10007 by context', () => {
    expect(messageForCode(10007, 'default')).toEqual({ kind: 'key', key: 'error.pinIncorrect' });
    expect(messageForCode(10007, 'passwordChange')).toEqual({
      kind: 'key',
      key: 'error.passwordChangeFailed',
      detailKey: 'error.currentPasswordInvalid',
    });
    expect(messageForCode(17000, 'passwordChange')).toEqual({ kind: 'key', key: 'error.amountOutOfBound' });
  });

  it('gives the Pix and financing codes keys of their own, never the pt-BR server text', () => {
    const codes = [40077, 40078, 40079, 40080, 40081, 40082, 40083, 40084, 40480, 40481, 40980];
    const keys = codes.map((code) => ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].key);
    expect(new Set(keys).size).toBe(codes.length);
    for (const code of codes) {
      const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
      expect(entry.serverDetails, String(code)).toBeUndefined();
      expect(errorMessage({ status: 400, code, message: 'Texto do servidor', details: 'Detalhe' })).toEqual({
        kind: 'key',
        key: entry.key,
      });
    }
  });

  it('gives try-again-later for unmapped or missing codes', () => {
    for (const code of [0, 1, 99999, undefined, null, '17000', Number.NaN]) {
      expect(messageForCode(code)).toEqual({ kind: 'key', key: 'error.tryAgainLater' });
    }
  });
});

describe('other codes', () => {
  it('maps identity-check failure codes', () => {
    expect(identityCheckFailureKey(300)).toBe('error.identityCheck.300');
    expect(identityCheckFailureKey(1)).toBe('error.identityCheck.1');
    expect(identityCheckFailureKey(1000)).toBe('error.identityCheck.1000');
    expect(identityCheckFailureKey(2000)).toBe('error.identityCheck.1000');
    expect(identityCheckFailureKey(700)).toBe('error.identityCheck.default');
    expect(identityCheckFailureKey('300')).toBe('error.identityCheck.default');
  });

  it('has the list message codes', () => {
    expect(ListMessageCode).toEqual({ Empty: 1, FetchFailed: 2 });
  });
});
