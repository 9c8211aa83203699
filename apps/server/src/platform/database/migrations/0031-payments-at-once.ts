import { type Kysely, sql } from 'kysely';

// Frozen in time: payments done in one database call, when they go through (decision 0011): a Pix to a
// key of this bank and a transfer between accounts of this bank. Each function does what its
// step-by-step path does, in its order, and commits only a payment that goes through: any refusal, and
// any case it does not cover, raises CF001 with a word saying which, everything it did rolls back with
// the statement, and the server runs the payment step by step, which answers the refusal in its own
// order. The server hands them values, never the pepper: the PIN comes as the server's proof
// (pin-hash.ts), and only a PIN stored as `pinmac$salt$digest` is checked here, as sha256(salt || proof).
//
// Each takes `p` (jsonb), the customer of the call's live session (null: none) and whether the gateway's
// nonce was new. `p` carries for both: key, path, request_hash (the idempotency claim); account_id,
// amount (centavos), description; proof (hex); at; movement_id, kind, type_id; receipt_id,
// authentication, reason, bank_name; answer. For a Pix: chave; lookup (a look-up's end-to-end id to
// take, or null) and lookup_since; day_from, day_to and, per hour the night may start at (20, 22),
// night_from_<h> and night_to_<h> (null outside the night); default_daily, default_nocturnal,
// default_start; end_to_end; the answer lacks the payee's name and branch, read here. For a transfer:
// agencia, conta (the destination), operation (the receipt's).

// What both payments do alike, written once here and placed in each function's body: as functions of
// their own (nested PL/pgSQL functions, and the receipt's party as an SQL function, which the planner
// did not inline there) they cost a Pix 0.09 ms of the database's 0.73 ms of CPU (npm run bench:batch
// -w bench, in turn). Each expects v_account, v_amount, v_route (dst_id, src_nome, dst_nome), v_pin,
// v_balance, v_at and v_answer.

/** The session, the nonce and the idempotency key's claim. */
const CLAIM = `
      if p_customer_id is null then raise exception 'session' using errcode = 'CF001'; end if;
      if not p_guard_passed then raise exception 'nonce' using errcode = 'CF001'; end if;
      insert into idempotency (customer_id, key, path, request_hash, state, status, answer)
      values (p_customer_id, p->>'key', p->>'path', p->>'request_hash', 'in_flight', null, null)
      on conflict (customer_id, key) do nothing;
      if not found then raise exception 'key' using errcode = 'CF001'; end if;`;

/**
 * The payer's PIN row, then both accounts in id order (lockPinAndAccounts' order) with the payer's
 * balance read, and the PIN checked against the server's proof.
 */
const LOCKS_AND_PIN = `
      select pin_hash, failures into v_pin from account_pin where account_id = v_account for update;
      select sum(balance) filter (where id = v_account) into v_balance
        from (select id, balance from account where id in (v_account, v_route.dst_id) order by id for update) as locked;
      if v_pin.failures is distinct from 0 or not (case
           when split_part(v_pin.pin_hash, '$', 1) = 'pinmac' and split_part(v_pin.pin_hash, '$', 4) = ''
             then sha256(base64url_bytes(split_part(v_pin.pin_hash, '$', 2)) || decode(p->>'proof', 'hex'))
                  = base64url_bytes(split_part(v_pin.pin_hash, '$', 3))
           else false end) then
        raise exception 'pin' using errcode = 'CF001';
      end if;`;

/**
 * receiptParty's shape for a customer's account, from v_route's columns `<side>_nome`, `_cpf`,
 * `_agencia` and `_conta` (maskCpf on the CPF, which the customer table keeps as 11 digits by its check).
 */
const receiptParty = (side: 'src' | 'dst') => `jsonb_build_object('nome', v_route.${side}_nome,
        'identificacaoFiscalMascarada',
        '***.' || substr(v_route.${side}_cpf, 4, 3) || '.' || substr(v_route.${side}_cpf, 7, 3) || '-**',
        'banco', p->>'bank_name', 'agencia', coalesce(v_route.${side}_agencia, ''),
        'conta', coalesce(v_route.${side}_conta, ''))`;

/** The balance checked, then the movement from the payer to the payee through the ledger's function. */
const MOVE = `
      if v_balance < v_amount then raise exception 'balance' using errcode = 'CF001'; end if;
      perform ledger_write_movement(p->>'movement_id', p->>'kind', (p->>'type_id')::integer, p->>'description',
        p_customer_id, p->>'key', v_at, json_build_array(
          json_build_object('account_id', v_account, 'amount', -v_amount, 'counterparty_name', v_route.dst_nome,
                            'description', p->>'description'),
          json_build_object('account_id', v_route.dst_id, 'amount', v_amount, 'counterparty_name', v_route.src_nome,
                            'description', p->>'description')));`;

/** The stored answer of a payment that went through, and its return. */
const DONE = `
      update idempotency set state = 'done', status = 200, answer = v_answer, completed_at = v_at
       where customer_id = p_customer_id and key = p->>'key';
      return v_answer;`;

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function base64url_bytes(p_text text) returns bytea language sql immutable as $$
      select decode(rpad(translate(p_text, '-_', '+/'), (length(p_text) + 3) / 4 * 4, '='), 'base64')
    $$`.execute(db);
  await sql`
    create function pix_send_to_key_at_once(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    declare
      v_at timestamptz := (p->>'at')::timestamptz;
      v_account text := p->>'account_id';
      v_amount bigint := (p->>'amount')::bigint;
      v_route record; v_pin record; v_limit record; v_left bigint; v_balance bigint; v_answer jsonb;
    begin${sql.raw(CLAIM)}
      -- the payer's account when it is this customer's, and the key when it names an open customer
      -- account of this bank (findPixRoute's reading)
      select a.agencia as src_agencia, a.numero as src_conta, c.nome as src_nome, c.cpf as src_cpf,
             k.chave, d.id as dst_id, dc.nome as dst_nome, dc.cpf as dst_cpf,
             coalesce(d.agencia, k.holder_agencia, '') as dst_agencia,
             coalesce(d.numero, k.holder_conta, '') as dst_conta
        into v_route
        from account a join customer c on c.id = a.customer_id
        left join pix_key k on k.chave = p->>'chave'
        left join account d on d.id = k.account_id and d.kind = 'customer' and d.status = 1
        left join customer dc on dc.id = d.customer_id
       where a.id = v_account and a.customer_id = p_customer_id and a.kind = 'customer';
      if not found then raise exception 'account' using errcode = 'CF001'; end if;
      if v_route.dst_id is null or v_route.dst_id = v_account then
        raise exception 'payee' using errcode = 'CF001';
      end if;
${sql.raw(LOCKS_AND_PIN)}

      -- the limits, whether a change of them is due, the night's window by its start hour, and what the
      -- hourly totals hold in the day's and the night's windows, in one read
      select l.daily_limit, l.nocturnal_limit, l.pending_nocturnal_start_due, w.start, w.night_from,
             exists (select 1 from pix_limit_request r
                      where r.account_id = v_account and r.status = 'pending' and r.effective_at <= v_at) as due,
             u.day_used, u.night_used
        into v_limit
        from (select 1) as one
        left join pix_limit l on l.account_id = v_account
        cross join lateral (
          select st.start, (p->>('night_from_' || st.start))::timestamptz as night_from,
                 (p->>('night_to_' || st.start))::timestamptz as night_to
            from (select coalesce(l.nocturnal_start, (p->>'default_start')::integer) as start) as st
        ) as w
        cross join lateral (
          select coalesce(sum(s.amount) filter (where s.hour_start >= (p->>'day_from')::timestamptz
                                                  and s.hour_start < (p->>'day_to')::timestamptz), 0) as day_used,
                 coalesce(sum(s.amount) filter (where s.hour_start >= w.night_from
                                                  and s.hour_start < w.night_to), 0) as night_used
            from pix_spent_hour s
           where s.account_id = v_account
             and s.hour_start >= least((p->>'day_from')::timestamptz, w.night_from)
             and s.hour_start < greatest((p->>'day_to')::timestamptz, w.night_to)
        ) as u;
      if v_limit.pending_nocturnal_start_due <= v_at or v_limit.due or v_limit.start not in (20, 22) then
        raise exception 'limits' using errcode = 'CF001';
      end if;
      v_left := coalesce(v_limit.daily_limit, (p->>'default_daily')::bigint) - v_limit.day_used;
      if v_limit.night_from is not null then
        v_left := least(v_left,
          coalesce(v_limit.nocturnal_limit, (p->>'default_nocturnal')::bigint) - v_limit.night_used);
      end if;
      if v_amount > v_left then raise exception 'limits' using errcode = 'CF001'; end if;

      if p->>'lookup' is not null then
        delete from pix_lookup_end_to_end
         where end_to_end = p->>'lookup' and customer_id = p_customer_id and chave = v_route.chave
           and created_at >= (p->>'lookup_since')::timestamptz;
        if not found then raise exception 'lookup' using errcode = 'CF001'; end if;
      end if;

${sql.raw(MOVE)}
      with pix as (
        insert into pix_payment (movement_id, end_to_end, chave, institution_ispb, returns_movement_id,
                                 return_reason, created_at)
        values (p->>'movement_id', p->>'end_to_end', v_route.chave, null, null, null, v_at)
      )
      insert into receipt (id, movement_id, authentication, operation, reason, amount, fee, payer, destination,
                           description, created_at)
      values (p->>'receipt_id', p->>'movement_id', p->>'authentication', 'Pix', p->>'reason', v_amount, 0,
        ${sql.raw(receiptParty('src'))},
        ${sql.raw(receiptParty('dst'))},
        p->>'description', v_at);
      v_answer := jsonb_set(jsonb_set(p->'answer', '{result,nomeBeneficiario}', to_jsonb(v_route.dst_nome)),
                            '{result,agenciaBeneficiario}', to_jsonb(v_route.dst_agencia));${sql.raw(DONE)}
    end $$`.execute(db);

  await sql`
    create function transfer_at_once(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    declare
      v_at timestamptz := (p->>'at')::timestamptz;
      v_account text := p->>'account_id';
      v_amount bigint := (p->>'amount')::bigint;
      v_route record; v_pin record; v_balance bigint; v_answer jsonb;
    begin${sql.raw(CLAIM)}
      -- the payer's account when it is this customer's (findOwnedAccount), and the open customer account
      -- at that branch and number (findAccountByNumber)
      select a.agencia as src_agencia, a.numero as src_conta, c.nome as src_nome, c.cpf as src_cpf,
             d.id as dst_id, d.agencia as dst_agencia, d.numero as dst_conta, dc.nome as dst_nome, dc.cpf as dst_cpf
        into v_route
        from account a join customer c on c.id = a.customer_id
        left join (account d join customer dc on dc.id = d.customer_id)
          on d.agencia = p->>'agencia' and d.numero = p->>'conta' and d.kind = 'customer' and d.status = 1
       where a.id = v_account and a.customer_id = p_customer_id and a.kind = 'customer';
      if not found then raise exception 'account' using errcode = 'CF001'; end if;
      if v_route.dst_id is null or v_route.dst_id = v_account then
        raise exception 'payee' using errcode = 'CF001';
      end if;
${sql.raw(LOCKS_AND_PIN)}
${sql.raw(MOVE)}
      insert into receipt (id, movement_id, authentication, operation, reason, amount, fee, payer, destination,
                           description, created_at)
      values (p->>'receipt_id', p->>'movement_id', p->>'authentication', p->>'operation', p->>'reason', v_amount, 0,
        ${sql.raw(receiptParty('src'))},
        ${sql.raw(receiptParty('dst'))},
        p->>'description', v_at);
      v_answer := p->'answer';${sql.raw(DONE)}
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists transfer_at_once(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists pix_send_to_key_at_once(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists base64url_bytes(text)`.execute(db);
}
