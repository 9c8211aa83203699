/**
 * The bank's front door for the other services and the sandbox (docs/decisions/0005): the only file
 * of bank-api they import. What is here is a promise kept across changes inside the bank.
 */

// The service itself and its background work, for app.ts.
export { bankApiPlugin } from './bank-api.plugin.ts';
// The ports: what the outside world must implement, and app.ts passes in.
export type { BankClock } from './bank-clock.ts';
export { fixedRateClock } from './bank-clock.ts';
// Errors and wire fields another door into the bank answers with.
export { BankError } from './bank-errors.ts';
export type { BankPorts } from './bank-ports.ts';
export type { ClearingAccount } from './modules/pix/clearing-account.ts';
// A Pix arriving from another institution (the central bank's network calls this).
export type { IncomingPayer } from './modules/pix/incoming/incoming-pix.service.ts';
export { receivePixByCode, receivePixByKey } from './modules/pix/incoming/incoming-pix.service.ts';
export { pixJobsPlugin } from './modules/pix/pix-jobs.plugin.ts';
export type { PixKeyCodeSender } from './modules/pix/pix-key-codes.ts';
export type { CepDirectory, CepEntry } from './modules/utilities/cep-directory.ts';
export { positiveReais } from './schemas.ts';
