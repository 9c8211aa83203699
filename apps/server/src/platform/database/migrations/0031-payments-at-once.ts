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

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  // receiptParty's shape for a customer's account (maskCpf on the CPF, which the customer table keeps
  // as 11 digits by its check): one expression, so the planner inlines it
  await sql`
    create function receipt_party(p_nome text, p_cpf text, p_banco text, p_agencia text, p_conta text)
    returns jsonb language sql immutable as $$
      select jsonb_build_object('nome', p_nome,
        'identificacaoFiscalMascarada', '***.' || substr(p_cpf, 4, 3) || '.' || substr(p_cpf, 7, 3) || '-**',
        'banco', p_banco, 'agencia', coalesce(p_agencia, ''), 'conta', coalesce(p_conta, ''))
    $$`.execute(db);
  await sql`
    create function base64url_bytes(p_text text) returns bytea language sql immutable as $$
      select decode(rpad(translate(p_text, '-_', '+/'), (length(p_text) + 3) / 4 * 4, '='), 'base64')
    $$`.execute(db);
  // the session, the nonce and the idempotency key's claim of a payment at once
  await sql`
    create function payment_claim(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns void language plpgsql as $$
    begin
      if p_customer_id is null then raise exception 'session' using errcode = 'CF001'; end if;
      if not p_guard_passed then raise exception 'nonce' using errcode = 'CF001'; end if;
      insert into idempotency (customer_id, key, path, request_hash, state, status, answer)
      values (p_customer_id, p->>'key', p->>'path', p->>'request_hash', 'in_flight', null, null)
      on conflict (customer_id, key) do nothing;
      if not found then raise exception 'key' using errcode = 'CF001'; end if;
    end $$`.execute(db);
  // the payer's PIN row, then both accounts in id order (lockPinAndAccounts' order), the PIN checked;
  // answers the payer's balance
  await sql`
    create function payment_locks(p_account text, p_other text, p_proof bytea)
    returns bigint language plpgsql as $$
    declare
      v_pin record; v_balance bigint;
    begin
      select pin_hash, failures into v_pin from account_pin where account_id = p_account for update;
      select sum(balance) filter (where id = p_account) into v_balance
        from (select id, balance from account where id in (p_account, p_other) order by id for update) as locked;
      if v_pin.failures is distinct from 0 or not (case
           when split_part(v_pin.pin_hash, '$', 1) = 'pinmac' and split_part(v_pin.pin_hash, '$', 4) = ''
             then sha256(base64url_bytes(split_part(v_pin.pin_hash, '$', 2)) || p_proof)
                  = base64url_bytes(split_part(v_pin.pin_hash, '$', 3))
           else false end) then
        raise exception 'pin' using errcode = 'CF001';
      end if;
      return v_balance;
    end $$`.execute(db);
  // the stored answer of a payment that went through
  await sql`
    create function payment_done(p jsonb, p_customer_id text, p_answer jsonb)
    returns jsonb language plpgsql as $$
    begin
      update idempotency set state = 'done', status = 200, answer = p_answer, completed_at = (p->>'at')::timestamptz
       where customer_id = p_customer_id and key = p->>'key';
      return p_answer;
    end $$`.execute(db);

  await sql`
    create function pix_send_to_key_at_once(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    declare
      v_at timestamptz := (p->>'at')::timestamptz;
      v_account text := p->>'account_id';
      v_amount bigint := (p->>'amount')::bigint;
      v_route record; v_limit record; v_left bigint; v_balance bigint;
    begin
      perform payment_claim(p, p_customer_id, p_guard_passed);
      -- the payer's account when it is this customer's, and the key when it names an open customer
      -- account of this bank (findPixRoute's reading)
      select a.agencia as src_agencia, a.numero as src_numero, c.nome as src_nome, c.cpf as src_cpf,
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
      v_balance := payment_locks(v_account, v_route.dst_id, decode(p->>'proof', 'hex'));

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

      if v_balance < v_amount then raise exception 'balance' using errcode = 'CF001'; end if;

      perform ledger_write_movement(p->>'movement_id', p->>'kind', (p->>'type_id')::integer, p->>'description',
        p_customer_id, p->>'key', v_at, json_build_array(
          json_build_object('account_id', v_account, 'amount', -v_amount, 'counterparty_name', v_route.dst_nome,
                            'description', p->>'description'),
          json_build_object('account_id', v_route.dst_id, 'amount', v_amount, 'counterparty_name', v_route.src_nome,
                            'description', p->>'description')));
      with pix as (
        insert into pix_payment (movement_id, end_to_end, chave, institution_ispb, returns_movement_id,
                                 return_reason, created_at)
        values (p->>'movement_id', p->>'end_to_end', v_route.chave, null, null, null, v_at)
      )
      insert into receipt (id, movement_id, authentication, operation, reason, amount, fee, payer, destination,
                           description, created_at)
      values (p->>'receipt_id', p->>'movement_id', p->>'authentication', 'Pix', p->>'reason', v_amount, 0,
        receipt_party(v_route.src_nome, v_route.src_cpf, p->>'bank_name', v_route.src_agencia, v_route.src_numero),
        receipt_party(v_route.dst_nome, v_route.dst_cpf, p->>'bank_name', v_route.dst_agencia, v_route.dst_conta),
        p->>'description', v_at);
      return payment_done(p, p_customer_id,
        jsonb_set(jsonb_set(p->'answer', '{result,nomeBeneficiario}', to_jsonb(v_route.dst_nome)),
                  '{result,agenciaBeneficiario}', to_jsonb(v_route.dst_agencia)));
    end $$`.execute(db);

  await sql`
    create function transfer_at_once(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    declare
      v_at timestamptz := (p->>'at')::timestamptz;
      v_account text := p->>'account_id';
      v_amount bigint := (p->>'amount')::bigint;
      v_route record; v_balance bigint;
    begin
      perform payment_claim(p, p_customer_id, p_guard_passed);
      -- the payer's account when it is this customer's (findOwnedAccount), and the open customer account
      -- at that branch and number (findAccountByNumber)
      select a.agencia as src_agencia, a.numero as src_numero, c.nome as src_nome, c.cpf as src_cpf,
             d.id as dst_id, d.agencia as dst_agencia, d.numero as dst_numero, dc.nome as dst_nome, dc.cpf as dst_cpf
        into v_route
        from account a join customer c on c.id = a.customer_id
        left join (account d join customer dc on dc.id = d.customer_id)
          on d.agencia = p->>'agencia' and d.numero = p->>'conta' and d.kind = 'customer' and d.status = 1
       where a.id = v_account and a.customer_id = p_customer_id and a.kind = 'customer';
      if not found then raise exception 'account' using errcode = 'CF001'; end if;
      if v_route.dst_id is null or v_route.dst_id = v_account then
        raise exception 'payee' using errcode = 'CF001';
      end if;
      v_balance := payment_locks(v_account, v_route.dst_id, decode(p->>'proof', 'hex'));
      if v_balance < v_amount then raise exception 'balance' using errcode = 'CF001'; end if;

      perform ledger_write_movement(p->>'movement_id', p->>'kind', (p->>'type_id')::integer, p->>'description',
        p_customer_id, p->>'key', v_at, json_build_array(
          json_build_object('account_id', v_account, 'amount', -v_amount, 'counterparty_name', v_route.dst_nome,
                            'description', p->>'description'),
          json_build_object('account_id', v_route.dst_id, 'amount', v_amount, 'counterparty_name', v_route.src_nome,
                            'description', p->>'description')));
      insert into receipt (id, movement_id, authentication, operation, reason, amount, fee, payer, destination,
                           description, created_at)
      values (p->>'receipt_id', p->>'movement_id', p->>'authentication', p->>'operation', p->>'reason', v_amount, 0,
        receipt_party(v_route.src_nome, v_route.src_cpf, p->>'bank_name', v_route.src_agencia, v_route.src_numero),
        receipt_party(v_route.dst_nome, v_route.dst_cpf, p->>'bank_name', v_route.dst_agencia, v_route.dst_numero),
        p->>'description', v_at);
      return payment_done(p, p_customer_id, p->'answer');
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists transfer_at_once(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists pix_send_to_key_at_once(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists payment_done(jsonb, text, jsonb)`.execute(db);
  await sql`drop function if exists payment_locks(text, text, bytea)`.execute(db);
  await sql`drop function if exists payment_claim(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists base64url_bytes(text)`.execute(db);
  await sql`drop function if exists receipt_party(text, text, text, text, text)`.execute(db);
}
