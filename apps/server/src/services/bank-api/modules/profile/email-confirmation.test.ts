import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, expectError, type LoggedIn, login, resultOf } from '../../../../test/bank-helpers.ts';
import { manualClock } from '../../../../test/financing-helpers.ts';
import {
  type Applicant,
  applicant,
  createdUser,
  identified,
  lastCode,
  signedAndOpened,
} from '../../../../test/onboarding-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The e-mail given at opening, confirmed by the logged-in customer (decision 0036): the account opens
// before it is (status 13), and the bank's cliente/ paths answer with the customer's session.
const clock = manualClock('2026-11-28T12:00:00-03:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => t?.close());

/** An applicant the sandbox analyst approves at once, through to the opened account, logged in. */
async function openedCustomer(base: string): Promise<{ a: Applicant; who: LoggedIn }> {
  const a = applicant(base);
  const { token } = await createdUser(t.app, a);
  await identified(t.app, token, a.cpf, clock.now());
  await signedAndOpened(t.app, token, a);
  return { a, who: await login(t.app, { cpf: a.cpf, senha: a.senha }) };
}

const status = (who: LoggedIn, chaveDeCliente = who.customerId) =>
  call(t.app, 'cliente/verificar-status-cliente', { chaveDeCliente }, who.token);
const send = (who: LoggedIn, chaveDeCliente = who.customerId) =>
  call(t.app, 'cliente/confirmacao-email/enviar', { chaveDeCliente }, who.token);
const confirm = (who: LoggedIn, codigo: string, chaveDeCliente = who.customerId) =>
  call(t.app, 'cliente/confirmacao-email', { chaveDeCliente, codigo }, who.token);

describe("the opening e-mail, confirmed from the customer's session", () => {
  it('is 13 after opening; a wrong code counts a try; the right one makes it 2, and a repeat says so', async () => {
    const { a, who } = await openedCustomer('412800011');
    expect(resultOf(await status(who))).toMatchObject({
      statusCadastroClienteId: 13,
      statusCadastroClienteDescricao: 'VALIDAR_EMAIL',
      emailConfirmado: false,
      emailMascarado: expect.stringContaining('@example.com'),
    });
    // the approval's code (sent a minute ago at most): one a minute, then a new one
    expectError(await send(who), 429, 46001);
    clock.advance(61_000);
    expect(resultOf(await send(who))).toMatchObject({ enviado: true, expiraEmSegundos: 300 });
    const code = await lastCode(t.app, a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await confirm(who, wrong), 400, 11012);
    expect(resultOf(await status(who)).statusCadastroClienteId).toBe(13);
    expect(resultOf(await confirm(who, code))).toEqual({ emailConfirmado: true });
    expect(resultOf(await status(who))).toMatchObject({ statusCadastroClienteId: 2, emailConfirmado: true });
    // the same answer again, and no code to send any more
    expect(resultOf(await confirm(who, code))).toEqual({ emailConfirmado: true });
    expectError(await send(who), 409, 40280);
  });

  it('five wrong codes use the code up: the right one no longer confirms', async () => {
    const { a, who } = await openedCustomer('412800022');
    const code = await lastCode(t.app, a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectError(await confirm(who, wrong), 400, 11012);
    expectError(await confirm(who, code), 400, 11012);
    expect(resultOf(await status(who)).statusCadastroClienteId).toBe(13);
  });

  it("another customer's key is 404 and changes nothing; an account opened another way is complete", async () => {
    const { a, who } = await openedCustomer('412800033');
    const ana = await login(t.app, ANA);
    const code = await lastCode(t.app, a.email);
    expectError(await status(ana, who.customerId), 404, 40404);
    expectError(await confirm(ana, code, who.customerId), 404, 40404);
    expectError(await send(ana, who.customerId), 404, 40404);
    expect(resultOf(await status(who)).statusCadastroClienteId).toBe(13);
    // the demo customer did not open through the app: nothing to confirm
    expect(resultOf(await status(ana))).toMatchObject({ statusCadastroClienteId: 2, emailConfirmado: true });
    expectError(await send(ana), 409, 40280);
    // without a session: 401
    expectError(
      await call(t.app, 'cliente/verificar-status-cliente', { chaveDeCliente: ana.customerId }),
      401,
      40100,
    );
  });

  it('an e-mail changed in the profile was proven by its own code: complete', async () => {
    const { who } = await openedCustomer('412800044');
    await t.db
      .updateTable('customer')
      .set({ email: 'joana.nova.412800044@example.com' })
      .where('id', '=', who.customerId)
      .execute();
    expect(resultOf(await status(who))).toMatchObject({ statusCadastroClienteId: 2, emailConfirmado: true });
  });
});
