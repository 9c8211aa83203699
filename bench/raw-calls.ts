import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, type IsoDate } from '@carteira/core/calendar';
import { startOfSaoPauloDay } from '@carteira/server/src/platform/time.ts';
import { BOLETO_REAIS, STATEMENT_DAYS, STATEMENT_PAGE } from './day-mix.ts';
import type { LoadKind } from './load-client.ts';
import { rawTransfer, type Statements } from './raw.bench.ts';

/** A customer as the raw calls see one: their ids and their Pix key. */
export interface RawCustomer {
  customerId: string;
  accountId: string;
  cpf: string;
  pixKey: string;
}

export interface RawContext {
  clearingAccountId: string;
  today: IsoDate;
  /** A fresh 44-digit barcode for each raw boleto (they never meet the load's, which start with its bank). */
  nextBarcode(): string;
}

/**
 * The database work of each call kind of the mixed load, straight through the driver: the reads and
 * writes the customer asked for, in the same schema, with the SQL the app's repositories send; without
 * what the gateway adds around them (the envelope's nonce, the session, the idempotency claim, the
 * PIN, the per-CPF and per-customer buckets, the limits, the receipt). Answers false for a refusal.
 */
export type RawCall = (
  db: Statements,
  call: { from: RawCustomer; to: RawCustomer; centavos: number },
  ctx: RawContext,
) => Promise<boolean>;

/** conta/consultar-saldo: the account's balance, the customer's own. */
const balance: RawCall = async (db, { from }) => {
  await db.query('select balance from account where id = $1 and customer_id = $2', [
    from.accountId,
    from.customerId,
  ]);
  return true;
};

const STATEMENT_FROM = `from posting
  inner join movement on movement.id = posting.movement_id
  where posting.account_id = $1 and posting.created_at >= $2 and posting.created_at < $3`;

/** conta/consultar-extrato-completo: the first page of the last 30 days, newest first, and its count. */
const statement: RawCall = async (db, { from }, ctx) => {
  const range = [
    from.accountId,
    startOfSaoPauloDay(addDays(ctx.today, -STATEMENT_DAYS)),
    startOfSaoPauloDay(addDays(ctx.today, 1)),
  ];
  await db.query(
    `select movement.id as movement_id, movement.kind, movement.type_id, posting.amount, posting.created_at,
       posting.counterparty_name, posting.description, receipt.authentication, receipt.fee,
       pix_payment.end_to_end, pix_payment.chave, receipt.id is not null as has_receipt
     ${STATEMENT_FROM.replace(
       'where',
       `left join receipt on receipt.movement_id = posting.movement_id
       left join pix_payment on pix_payment.movement_id = posting.movement_id
       where`,
     )}
     order by posting.created_at desc, posting.id desc limit $4 offset 0`,
    [...range, STATEMENT_PAGE],
  );
  await db.query(`select count(*)::int8 as n ${STATEMENT_FROM}`, range);
  return true;
};

/** pix/enderecamento/consultar-dados-por-chave: the customer's look-up bucket, the key, its end-to-end id. */
const lookup: RawCall = async (db, { from, to }) => {
  const now = new Date();
  await db.query('begin');
  try {
    await db.query(
      `insert into pix_lookup_bucket (customer_id, tokens_milli, updated_at) values ($1, 100000, $2)
       on conflict (customer_id) do nothing`,
      [from.customerId, now],
    );
    await db.query(
      'select tokens_milli, updated_at from pix_lookup_bucket where customer_id = $1 for update',
      [from.customerId],
    );
    await db.query(
      `select pix_key.chave, pix_key.tipo, pix_key.account_id, pix_key.institution_ispb, pix_key.created_at,
         coalesce(customer.nome, pix_key.holder_name) as nome, coalesce(customer.cpf, pix_key.holder_tax_id) as tax_id,
         coalesce(account.agencia, pix_key.holder_agencia, '') as agencia,
         coalesce(account.numero, pix_key.holder_conta, '') as conta, pix_institution.nome as institution_name
       from pix_key left join account on account.id = pix_key.account_id
         left join customer on customer.id = account.customer_id
         left join pix_institution on pix_institution.ispb = pix_key.institution_ispb
       where pix_key.chave = $1`,
      [to.pixKey],
    );
    await db.query(
      'update pix_lookup_bucket set tokens_milli = 100000, updated_at = $2 where customer_id = $1',
      [from.customerId, now],
    );
    await db.query('select cpf from customer where id = $1', [from.customerId]);
    await db.query(
      'insert into pix_lookup_end_to_end (end_to_end, customer_id, chave, created_at) values ($1, $2, $3, $4)',
      [`E${randomBytes(15).toString('hex')}`, from.customerId, to.pixKey, now],
    );
    await db.query('commit');
    return true;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
};

/** autenticar/cliente: the customer by CPF, then their accounts, device and a new session (no scrypt). */
const login: RawCall = async (db, { from }) => {
  await db.query('select id, password_hash from customer where cpf = $1', [from.cpf]);
  await db.query('begin');
  try {
    await db.query('select id, status from account where customer_id = $1 order by opened_at', [
      from.customerId,
    ]);
    const { rows } = await db.query(
      'select id from device where customer_id = $1 and removed_at is null order by last_used_at desc limit 1',
      [from.customerId],
    );
    const deviceId = (rows[0]?.id as string | undefined) ?? null;
    const now = new Date();
    if (deviceId) await db.query('update device set last_used_at = $2 where id = $1', [deviceId, now]);
    await db.query(
      `insert into session (id, customer_id, token_hash, created_at, expires_at, device_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        randomUUID(),
        from.customerId,
        randomBytes(32).toString('hex'),
        now,
        new Date(now.getTime() + 600_000),
        deviceId,
      ],
    );
    await db.query('commit');
    return true;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
};

/** pix/operacao/enviar-ordem-pagamento-por-chave: the key's account, then the movement and its Pix row. */
const pix: RawCall = async (db, { from, to, centavos }) => {
  const { rows } = await db.query('select account_id from pix_key where chave = $1', [to.pixKey]);
  const payee = rows[0]?.account_id as string;
  return rawTransfer(db, from.accountId, payee, centavos, {
    kind: 'PIX_INTERNO',
    extra: (trx, movementId, at) =>
      trx.query(
        'insert into pix_payment (movement_id, end_to_end, chave, created_at) values ($1, $2, $3, $4)',
        [movementId, `E${randomBytes(15).toString('hex')}`, to.pixKey, at],
      ),
  });
};

/** pagamento/pagar-boleto: not paid before, then the movement to the clearing account and the boleto's row. */
const boleto: RawCall = async (db, { from }, ctx) => {
  const barcode = ctx.nextBarcode();
  await db.query('select movement_id from boleto_payment where barcode = $1', [barcode]);
  const amount = BOLETO_REAIS * 100;
  return rawTransfer(db, from.accountId, ctx.clearingAccountId, amount, {
    kind: 'BOLETO_PAGO',
    extra: (trx, movementId, at) =>
      trx.query(
        `insert into boleto_payment (movement_id, account_id, kind, barcode, line, due_date, nominal, discount,
           interest, fine, amount, beneficiary_name, payer_name, schedule_id, paid_at)
         values ($1, $2, 'bank', $3, $4, $5, $6, 0, 0, 0, $6, 'Cartão Fácil S.A.', null, null, $7)`,
        [movementId, from.accountId, barcode, `${barcode}000`, ctx.today, amount, at],
      ),
  });
};

/** Each call kind's raw work; a Pix, a boleto and a transfer share rawTransfer's 7 statements. */
export const RAW_CALLS: Record<LoadKind, RawCall> = {
  balance,
  statement,
  lookup,
  login,
  pix,
  boleto,
  transfer: (db, { from, to, centavos }) => rawTransfer(db, from.accountId, to.accountId, centavos),
};
