import { type Kysely, sql } from 'kysely';

// Frozen in time: a Pix to a key of this bank done in one database call, when it goes through
// (decision 0011). It does what the step-by-step path does, in its order: the idempotency claim, the
// payer's account and the key, the PIN row then the accounts locked in id order, the PIN, the limits,
// the look-up's end-to-end id, the balance, the movement through the ledger's ledger_write_movement,
// the Pix row, the receipt and the stored answer. It commits only a payment that goes through: any
// refusal, and any case it does not cover, raises CF001 with a word saying which, everything it did
// rolls back with the statement, and the server runs the payment step by step, which answers the refusal
// in its own order. The server hands it values, never the pepper: the PIN comes as the server's proof
// (pin-hash.ts) and only a PIN stored as `pinmac$salt$digest` is checked here, as sha256(salt || proof).
//
// `p` (jsonb) carries: key, path, request_hash (the idempotency claim); account_id, chave, amount
// (centavos), description; proof (hex); lookup (a look-up's end-to-end id to take, or null) and
// lookup_since; at; day_from, day_to and, per hour the night may start at (20, 22), night_from_<h> and
// night_to_<h> (null outside the night); default_daily, default_nocturnal, default_start;
// movement_id, kind, type_id; end_to_end; receipt_id, authentication, reason, bank_name; answer (the
// OrdemPix answer but the payee's name and branch, which are read here).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  // maskCpf's rule for a customer's CPF, which the customer table keeps as 11 digits (its check): one
  // expression, so the planner inlines it
  await sql`
    create function pix_masked_cpf(p_cpf text) returns text language sql immutable as $$
      select '***.' || substr(p_cpf, 4, 3) || '.' || substr(p_cpf, 7, 3) || '-**'
    $$`.execute(db);
  await sql`
    create function pix_base64url(p_text text) returns bytea language sql immutable as $$
      select decode(rpad(translate(p_text, '-_', '+/'), (length(p_text) + 3) / 4 * 4, '='), 'base64')
    $$`.execute(db);
  await sql`
    create function pix_send_to_key_at_once(p jsonb, p_customer_id text, p_guard_passed boolean)
    returns jsonb language plpgsql as $$
    declare
      v_at timestamptz := (p->>'at')::timestamptz;
      v_account text := p->>'account_id';
      v_amount bigint := (p->>'amount')::bigint;
      v_route record; v_pin record; v_limit record; v_left bigint; v_balance bigint; v_pin_parts text[];
      v_answer jsonb;
    begin
      if p_customer_id is null then raise exception 'session' using errcode = 'CF001'; end if;
      if not p_guard_passed then raise exception 'nonce' using errcode = 'CF001'; end if;
      insert into idempotency (customer_id, key, path, request_hash, state, status, answer)
      values (p_customer_id, p->>'key', p->>'path', p->>'request_hash', 'in_flight', null, null)
      on conflict (customer_id, key) do nothing;
      if not found then raise exception 'key' using errcode = 'CF001'; end if;

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

      -- the PIN row, then the accounts in id order (lockPinAndAccounts' order), the payer's balance read
      select pin_hash, failures into v_pin from account_pin where account_id = v_account for update;
      select sum(balance) filter (where id = v_account) into v_balance
        from (select id, balance from account where id in (v_account, v_route.dst_id) order by id for update) as locked;
      v_pin_parts := string_to_array(coalesce(v_pin.pin_hash, ''), '$');
      if v_pin.failures is distinct from 0 or v_pin_parts[1] is distinct from 'pinmac'
         or array_length(v_pin_parts, 1) <> 3
         or sha256(pix_base64url(v_pin_parts[2]) || decode(p->>'proof', 'hex')) <> pix_base64url(v_pin_parts[3]) then
        raise exception 'pin' using errcode = 'CF001';
      end if;

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
        jsonb_build_object('nome', v_route.src_nome, 'identificacaoFiscalMascarada', pix_masked_cpf(v_route.src_cpf),
                           'banco', p->>'bank_name', 'agencia', coalesce(v_route.src_agencia, ''),
                           'conta', coalesce(v_route.src_numero, '')),
        jsonb_build_object('nome', v_route.dst_nome, 'identificacaoFiscalMascarada', pix_masked_cpf(v_route.dst_cpf),
                           'banco', p->>'bank_name', 'agencia', v_route.dst_agencia, 'conta', v_route.dst_conta),
        p->>'description', v_at);

      v_answer := jsonb_set(jsonb_set(p->'answer', '{result,nomeBeneficiario}', to_jsonb(v_route.dst_nome)),
                            '{result,agenciaBeneficiario}', to_jsonb(v_route.dst_agencia));
      update idempotency set state = 'done', status = 200, answer = v_answer, completed_at = v_at
       where customer_id = p_customer_id and key = p->>'key';
      return v_answer;
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists pix_send_to_key_at_once(jsonb, text, boolean)`.execute(db);
  await sql`drop function if exists pix_base64url(text)`.execute(db);
  await sql`drop function if exists pix_masked_cpf(text)`.execute(db);
}
