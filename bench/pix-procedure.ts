import { createHash, randomUUID } from 'node:crypto';
import { toSaoPauloDateTime } from '@carteira/server/src/platform/time.ts';
import { bankFailure } from '@carteira/server/src/services/bank-api/bank-errors.ts';
import type { Bank, BankCall } from '@carteira/server/src/services/bank-api/dispatch.ts';
import { requestHash } from '@carteira/server/src/services/bank-api/idempotency/request-hash.ts';
import { BANK_ISPB } from '@carteira/server/src/services/bank-api/modules/account/bank-identity.ts';
import { newAuthenticationCode } from '@carteira/server/src/services/bank-api/modules/account/receipt.repository.ts';
import { tokenCanBeLive } from '@carteira/server/src/services/bank-api/modules/auth/session.service.ts';
import { hashToken } from '@carteira/server/src/services/bank-api/modules/auth/token.ts';
import { newEndToEndId } from '@carteira/server/src/services/bank-api/modules/pix/end-to-end.ts';
import { limitWindows } from '@carteira/server/src/services/bank-api/modules/pix/limits/pix-limits.service.ts';
import { keyOrder } from '@carteira/server/src/services/bank-api/modules/pix/pix.schemas.ts';
import { findUnsafeText } from '@carteira/server/src/services/bank-api/text-guard.ts';
import type { Db } from '@carteira/server/src/tables.ts';
import { sql } from 'kysely';

/**
 * A prototype, measured beside the product and never part of it: a Pix by key as one procedure call,
 * the step decision 0011 weighs and has not taken. Everything the payment does in the database runs in
 * one PL/pgSQL function, in one round trip: the session, the nonce, the idempotency claim, the route
 * (source account and key), the PIN row and the accounts locked, the PIN checked (HMAC-SHA-256 under
 * the pepper, from the pepper's inner and outer keys and sha256()), the day's and the night's Pix
 * limits, the balance, the movement with its postings and balances, the Pix row, the receipt and the
 * stored answer. It keeps the product's statements and their order, but not all its rules (a due limit
 * request applied, an external key, a look-up's end-to-end id, the error texts): it measures the cost
 * of the shape, with the same work in the database. It runs on PostgreSQL and on PGlite.
 *
 * Not for the product as it is: it hands the database the pepper's keys with every call, where the
 * product keeps the pepper out of the database (decision 0003).
 */
export const PIX_BY_KEY = 'pix/operacao/enviar-ordem-pagamento-por-chave';

const FUNCTION = `
create or replace function bench_pix_by_key(
  p_token_hash text, p_now timestamptz, p_nonce text, p_seen_at timestamptz,
  p_key text, p_path text, p_request_hash text,
  p_account_id text, p_chave text, p_amount bigint, p_pin text, p_inner_key bytea, p_outer_key bytea,
  p_day_start timestamptz, p_day_end timestamptz, p_night_start timestamptz, p_night_end timestamptz,
  p_movement_id text, p_receipt_id text, p_end_to_end text, p_authentication text, p_answer_at text
) returns json language plpgsql as $$
declare
  v_customer text; v_src record; v_key record; v_pin record; v_limit record; v_spent bigint; v_night bigint;
  v_balance bigint; v_answer json; v_parts text[];
begin
  select customer_id into v_customer from session
   where token_hash = p_token_hash and revoked_at is null and expires_at > p_now;
  if not found then return json_build_object('success', false, 'status', 401, 'error', json_build_object('code', 10001)); end if;
  insert into gateway_nonce (nonce, seen_at) values (p_nonce, p_seen_at) on conflict (nonce) do nothing;
  if not found then raise exception 'replayed'; end if;
  insert into idempotency (customer_id, key, path, request_hash, state)
    values (v_customer, p_key, p_path, p_request_hash, 'in_flight') on conflict (customer_id, key) do nothing;
  if not found then
    return (select answer from idempotency where customer_id = v_customer and key = p_key);
  end if;
  select a.id, c.nome, c.cpf, a.agencia, a.numero into v_src
    from account a join customer c on c.id = a.customer_id
   where a.id = p_account_id and a.customer_id = v_customer and a.kind = 'customer';
  if not found then return json_build_object('success', false, 'status', 404, 'error', json_build_object('code', 10002)); end if;
  select k.chave, k.account_id, k.institution_ispb, coalesce(dc.nome, k.holder_name) as nome,
         coalesce(dc.cpf, k.holder_tax_id) as tax_id, coalesce(d.agencia, k.holder_agencia, '') as agencia,
         coalesce(d.numero, k.holder_conta, '') as conta, i.nome as institution
    into v_key
    from pix_key k left join account d on d.id = k.account_id left join customer dc on dc.id = d.customer_id
    left join pix_institution i on i.ispb = k.institution_ispb
   where k.chave = p_chave;
  if not found or v_key.account_id is null or v_key.account_id = p_account_id then
    return json_build_object('success', false, 'status', 404, 'error', json_build_object('code', 40004));
  end if;
  select pin_hash, failures into v_pin from account_pin where account_id = p_account_id for update;
  perform 1 from account where id in (p_account_id, v_key.account_id) order by id for update;
  v_parts := string_to_array(v_pin.pin_hash, '$');
  if sha256(p_outer_key || sha256(p_inner_key
          || decode(rpad(translate(v_parts[2], '-_', '+/'), (length(v_parts[2]) + 3) / 4 * 4, '='), 'base64')
          || convert_to(p_pin, 'UTF8')))
     <> decode(rpad(translate(v_parts[3], '-_', '+/'), (length(v_parts[3]) + 3) / 4 * 4, '='), 'base64') then
    update account_pin set failures = failures + 1 where account_id = p_account_id;
    return json_build_object('success', false, 'status', 400, 'error', json_build_object('code', 10007));
  end if;
  select daily_limit, nocturnal_limit into v_limit from pix_limit where account_id = p_account_id;
  perform 1 from pix_limit_request r where r.account_id = p_account_id and r.status = 'pending' and r.effective_at <= p_now;
  select coalesce(sum(amount) filter (where hour_start >= p_day_start and hour_start < p_day_end), 0),
         coalesce(sum(amount) filter (where hour_start >= p_night_start and hour_start < p_night_end), 0)
    into v_spent, v_night from pix_spent_hour
   where account_id = p_account_id and hour_start >= least(p_day_start, coalesce(p_night_start, p_day_start))
     and hour_start < greatest(p_day_end, coalesce(p_night_end, p_day_end));
  if v_spent + p_amount > coalesce(v_limit.daily_limit, 500000)
     or (p_night_start is not null and v_night + p_amount > coalesce(v_limit.nocturnal_limit, 100000)) then
    return json_build_object('success', false, 'status', 400, 'error', json_build_object('code', 40076));
  end if;
  select balance into v_balance from account where id = p_account_id;
  if v_balance < p_amount then
    update idempotency set state = 'done', status = 400, completed_at = p_now,
      answer = json_build_object('success', false, 'status', 400, 'error', json_build_object('code', 17000))::jsonb
     where customer_id = v_customer and key = p_key;
    return json_build_object('success', false, 'status', 400, 'error', json_build_object('code', 17000));
  end if;
  insert into movement (id, kind, type_id, description, customer_id, idempotency_key, created_at)
    values (p_movement_id, 'PIX_INTERNO', 40, null, v_customer, p_key, p_now);
  insert into posting (movement_id, account_id, amount, counterparty_name, description, created_at)
    values (p_movement_id, p_account_id, -p_amount, v_key.nome, null, p_now),
           (p_movement_id, v_key.account_id, p_amount, v_src.nome, null, p_now);
  update account set balance = balance - p_amount where id = p_account_id;
  update account set balance = balance + p_amount where id = v_key.account_id;
  insert into pix_payment (movement_id, end_to_end, chave, institution_ispb, created_at)
    values (p_movement_id, p_end_to_end, v_key.chave, null, p_now);
  insert into receipt (id, movement_id, authentication, operation, reason, amount, fee, payer, destination, description, created_at)
    values (p_receipt_id, p_movement_id, p_authentication, 'Pix', 'Pix enviado por chave', p_amount, 0,
            jsonb_build_object('nome', v_src.nome, 'identificacaoFiscal', v_src.cpf, 'agencia', v_src.agencia, 'conta', v_src.numero),
            jsonb_build_object('nome', v_key.nome, 'identificacaoFiscalMascarada', coalesce(v_key.tax_id, ''),
                               'banco', coalesce(v_key.institution, 'Carteira'), 'agencia', v_key.agencia, 'conta', v_key.conta),
            null, p_now);
  v_answer := json_build_object('result', json_build_object(
      'dataHora', p_answer_at, 'endToEnd', p_end_to_end, 'idTransacao', p_movement_id, 'statusOrdem', 'EFETIVADA',
      'idComprovante', p_receipt_id, 'valorOperacao', p_amount / 100.0, 'nomeBeneficiario', v_key.nome,
      'agenciaBeneficiario', v_key.agencia, 'instituicaoBeneficiario', coalesce(v_key.institution, 'Carteira'),
      'codInstituicaoBeneficiario', coalesce(v_key.institution_ispb, '${BANK_ISPB}')),
    'status', 200, 'success', true);
  update idempotency set state = 'done', status = 200, answer = v_answer::jsonb, completed_at = p_now
   where customer_id = v_customer and key = p_key;
  return v_answer;
end $$`;

/** Creates the function in the bench's database (a PostgreSQL schema, dropped with it, or PGlite). */
export async function installPixProcedure(db: Db): Promise<void> {
  await sql.raw(FUNCTION).execute(db);
}

/** HMAC-SHA-256's inner and outer keys of the pepper (RFC 2104), so the function needs only sha256(). */
function hmacKeys(pepper: string): [Buffer, Buffer] {
  let key = Buffer.from(pepper, 'utf8');
  if (key.length > 64) key = createHash('sha256').update(key).digest();
  const padded = Buffer.concat([key, Buffer.alloc(64 - key.length)]);
  return [padded.map((b) => b ^ 0x36) as Buffer, padded.map((b) => b ^ 0x5c) as Buffer];
}

/**
 * Puts the prototype in front of the bank's dispatch while `enabled()` says so: a Pix by key is checked
 * as dispatch checks a payment (session token's shape, unsafe text, the order's schema, the idempotency
 * key) and then runs as one call of the function; every other call goes to the bank as before.
 */
export function routePixThroughProcedure(bank: Bank, db: Db, pepper: string, enabled: () => boolean): void {
  const dispatch = bank.dispatch.bind(bank);
  const [innerKey, outerKey] = hmacKeys(pepper);
  bank.dispatch = async (call: BankCall) => {
    if (!enabled() || call.path !== PIX_BY_KEY) return dispatch(call);
    if (!call.token || !tokenCanBeLive(call.token)) return bankFailure('SESSION_EXPIRED');
    const body = call.body as Record<string, unknown>;
    const parsed = keyOrder.safeParse(body);
    const key = body.chaveDeIdempotencia;
    if (findUnsafeText(body) || !parsed.success || typeof key !== 'string') {
      return bankFailure('VALIDATION');
    }
    const guard = call.replayGuard?.statement().compile(db).parameters ?? [randomUUID(), new Date()];
    const order = parsed.data;
    const at = new Date();
    const { day, night } = limitWindows(at);
    const path = `POST ${PIX_BY_KEY}`;
    const { rows } = await sql<{ answer: Awaited<ReturnType<Bank['dispatch']>> }>`select bench_pix_by_key(
        ${hashToken(call.token)}, ${at}, ${guard[0]}, ${guard[1]}, ${key.toLowerCase()}, ${path},
        ${requestHash(path, body, pepper)}, ${order.chaveDeConta}, ${order.chave},
        ${order.valor}, ${order.pin}, ${innerKey}, ${outerKey}, ${day.from}, ${day.to}, ${night?.from ?? null}, ${night?.to ?? null}, ${randomUUID()},
        ${randomUUID()}, ${newEndToEndId(BANK_ISPB, at)}, ${newAuthenticationCode()},
        ${toSaoPauloDateTime(at)}) as answer`
      .execute(db)
      .catch((err: unknown) => {
        console.error('the prototype failed:', err);
        return { rows: [{ answer: bankFailure('INTERNAL') }] };
      });
    return rows[0]?.answer ?? bankFailure('INTERNAL');
  };
}
