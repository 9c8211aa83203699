-- Today's database after every migration, read from the catalogue: do not edit.
-- Written by `npm run schema:snapshot -w apps/server`; a test fails when it is stale.

create table account (
  id text not null,
  kind text not null,
  customer_id text,
  code text,
  agencia text,
  numero text,
  descricao text not null,
  tipo integer not null default 1,
  status integer not null default 1,
  opened_at timestamp with time zone not null default now(),
  balance bigint not null default 0,
  allow_negative boolean not null default false,
  closed_at timestamp with time zone,
  close_reason text,
  product_key text not null default 'CONTA_CORRENTE_DIGITAL'::text,
  constraint account_agencia_numero_key UNIQUE (agencia, numero),
  constraint account_balance_non_negative CHECK (((balance >= 0) OR allow_negative)),
  constraint account_closed_check CHECK ((((status = 11) = (closed_at IS NOT NULL)) OR (kind <> 'customer'::text))),
  constraint account_code_key UNIQUE (code),
  constraint account_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint account_customer_shape CHECK (((kind = 'system'::text) OR ((customer_id IS NOT NULL) AND (agencia IS NOT NULL) AND (numero IS NOT NULL)))),
  constraint account_kind_check CHECK ((kind = ANY (ARRAY['customer'::text, 'system'::text]))),
  constraint account_only_system_negative CHECK (((kind = 'system'::text) OR (NOT allow_negative))),
  constraint account_pkey PRIMARY KEY (id),
  constraint account_product_key_check CHECK ((product_key = ANY (ARRAY['CONTA_PAGAMENTO'::text, 'CONTA_CORRENTE_DIGITAL'::text])))
);
CREATE INDEX account_customer_idx ON account USING btree (customer_id);

create table account_pin (
  account_id text not null,
  pin_hash text not null,
  failures integer not null default 0,
  updated_at timestamp with time zone not null default now(),
  constraint account_pin_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint account_pin_failures_check CHECK ((failures >= 0)),
  constraint account_pin_pkey PRIMARY KEY (account_id)
);

create table account_status_change (
  id bigint not null,
  account_id text not null,
  from_status integer not null,
  to_status integer not null,
  actor text not null,
  reason text,
  face_request_id text,
  at timestamp with time zone not null,
  constraint account_status_change_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint account_status_change_actor_check CHECK ((actor = ANY (ARRAY['customer-face'::text, 'customer-cancel'::text, 'bank'::text]))),
  constraint account_status_change_pkey PRIMARY KEY (id)
);
CREATE INDEX account_status_change_account ON account_status_change USING btree (account_id, at);

create table account_unblock_attempt (
  id bigint not null,
  account_id text not null,
  approved boolean not null,
  message_code integer not null,
  request_id text not null,
  at timestamp with time zone not null,
  constraint account_unblock_attempt_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint account_unblock_attempt_pkey PRIMARY KEY (id)
);
CREATE INDEX account_unblock_attempt_account ON account_unblock_attempt USING btree (account_id, at);

create table app_log (
  id text not null,
  customer_id text not null,
  category text not null,
  loglevel integer not null,
  logs text not null,
  component text not null,
  event_time timestamp with time zone not null,
  event_time_string text not null,
  webview_version text not null,
  received_at timestamp with time zone not null,
  constraint app_log_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint app_log_pkey PRIMARY KEY (id)
);
CREATE INDEX app_log_received ON app_log USING btree (received_at);

create table atm_withdrawal (
  id text not null,
  code text not null,
  movement_id text not null,
  account_id text not null,
  terminal_id text not null,
  terminal_name text not null,
  network text not null,
  amount bigint not null,
  fee bigint not null,
  created_at timestamp with time zone not null,
  constraint atm_withdrawal_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint atm_withdrawal_amount_check CHECK ((amount > 0)),
  constraint atm_withdrawal_code_key UNIQUE (code),
  constraint atm_withdrawal_fee_check CHECK ((fee >= 0)),
  constraint atm_withdrawal_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint atm_withdrawal_movement_id_key UNIQUE (movement_id),
  constraint atm_withdrawal_pkey PRIMARY KEY (id)
);
CREATE INDEX atm_withdrawal_account_idx ON atm_withdrawal USING btree (account_id, created_at);

create table bank_event (
  id bigint not null default nextval('bank_event_id_seq'::regclass),
  kind text not null,
  source_id text not null,
  account_id text not null,
  customer_id text not null,
  amount bigint not null,
  reverses_source_id text,
  created_at timestamp with time zone not null,
  constraint bank_event_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint bank_event_once UNIQUE (kind, source_id, account_id),
  constraint bank_event_pkey PRIMARY KEY (id)
);
CREATE INDEX bank_event_customer ON bank_event USING btree (customer_id, id);
CREATE INDEX bank_event_reverses ON bank_event USING btree (reverses_source_id) WHERE (reverses_source_id IS NOT NULL);

create table boleto_payment (
  movement_id text not null,
  account_id text not null,
  kind text not null,
  barcode text not null,
  line text not null,
  due_date text,
  nominal bigint not null,
  discount bigint not null,
  interest bigint not null,
  fine bigint not null,
  amount bigint not null,
  beneficiary_name text not null,
  payer_name text,
  schedule_id text,
  paid_at timestamp with time zone not null,
  constraint boleto_payment_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint boleto_payment_amount_check CHECK ((amount > 0)),
  constraint boleto_payment_barcode_check CHECK ((barcode ~ '^[0-9]{44}$'::text)),
  constraint boleto_payment_barcode_key UNIQUE (barcode),
  constraint boleto_payment_discount_check CHECK ((discount >= 0)),
  constraint boleto_payment_due_date_check CHECK ((due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint boleto_payment_fine_check CHECK ((fine >= 0)),
  constraint boleto_payment_interest_check CHECK ((interest >= 0)),
  constraint boleto_payment_kind_check CHECK ((kind = ANY (ARRAY['bank'::text, 'utility'::text]))),
  constraint boleto_payment_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint boleto_payment_nominal_check CHECK ((nominal >= 0)),
  constraint boleto_payment_pkey PRIMARY KEY (movement_id)
);
CREATE INDEX boleto_payment_account_idx ON boleto_payment USING btree (account_id);

create table boleto_schedule (
  id text not null,
  account_id text not null,
  customer_id text not null,
  kind text not null,
  barcode text not null,
  line text not null,
  due_date text,
  beneficiary_name text not null,
  amount bigint not null,
  pay_on text not null,
  status text not null,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  executed_at timestamp with time zone,
  movement_id text,
  error_code integer,
  error_message text,
  constraint boleto_schedule_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint boleto_schedule_amount_check CHECK ((amount > 0)),
  constraint boleto_schedule_barcode_check CHECK ((barcode ~ '^[0-9]{44}$'::text)),
  constraint boleto_schedule_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint boleto_schedule_due_date_check CHECK ((due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint boleto_schedule_kind_check CHECK ((kind = ANY (ARRAY['bank'::text, 'utility'::text]))),
  constraint boleto_schedule_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint boleto_schedule_movement_id_key UNIQUE (movement_id),
  constraint boleto_schedule_pay_on_check CHECK ((pay_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint boleto_schedule_pkey PRIMARY KEY (id),
  constraint boleto_schedule_status_check CHECK ((status = ANY (ARRAY['AGENDADO'::text, 'EFETIVADO'::text, 'FALHOU'::text, 'CANCELADO'::text])))
);
CREATE INDEX boleto_schedule_account_idx ON boleto_schedule USING btree (account_id);
CREATE INDEX boleto_schedule_due_idx ON boleto_schedule USING btree (status, pay_on);
CREATE UNIQUE INDEX boleto_schedule_pending_barcode ON boleto_schedule USING btree (barcode) WHERE (status = 'AGENDADO'::text);

create table card (
  id text not null,
  customer_id text not null,
  account_id text not null,
  processor_token text not null,
  last4 text not null,
  expiry_month integer not null,
  expiry_year integer not null,
  brand integer not null,
  physical boolean not null,
  printed_name text not null,
  status text not null,
  contactless boolean not null default true,
  replaces_card_id text,
  reason text,
  delivery_address jsonb,
  created_at timestamp with time zone not null,
  status_at timestamp with time zone not null,
  deleted_at timestamp with time zone,
  pin_hash text,
  pin_failures integer not null default 0,
  constraint card_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint card_brand_check CHECK ((brand = ANY (ARRAY[4, 12]))),
  constraint card_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint card_expiry_month_check CHECK (((expiry_month >= 1) AND (expiry_month <= 12))),
  constraint card_last4_check CHECK ((last4 ~ '^[0-9]{4}$'::text)),
  constraint card_pkey PRIMARY KEY (id),
  constraint card_processor_token_key UNIQUE (processor_token),
  constraint card_replaces_card_id_fkey FOREIGN KEY (replaces_card_id) REFERENCES card(id)
);
CREATE INDEX card_customer ON card USING btree (customer_id, created_at);
CREATE INDEX card_last4 ON card USING btree (last4);

create table card_purchase (
  id text not null,
  card_id text not null,
  authorisation_id text not null,
  amount bigint not null,
  merchant text not null,
  status text not null,
  movement_id text not null,
  reversal_movement_id text,
  authorised_at timestamp with time zone not null,
  settled_at timestamp with time zone,
  reversed_at timestamp with time zone,
  constraint card_purchase_amount_check CHECK ((amount > 0)),
  constraint card_purchase_authorisation_id_key UNIQUE (authorisation_id),
  constraint card_purchase_card_id_fkey FOREIGN KEY (card_id) REFERENCES card(id),
  constraint card_purchase_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint card_purchase_pkey PRIMARY KEY (id),
  constraint card_purchase_reversal_movement_id_fkey FOREIGN KEY (reversal_movement_id) REFERENCES movement(id),
  constraint card_purchase_status_check CHECK ((status = ANY (ARRAY['AUTORIZADA'::text, 'LIQUIDADA'::text, 'ESTORNADA'::text])))
);
CREATE INDEX card_purchase_card ON card_purchase USING btree (card_id);
CREATE TRIGGER bank_event_from_card_reversal AFTER UPDATE OF reversal_movement_id ON card_purchase FOR EACH ROW WHEN (((new.reversal_movement_id IS NOT NULL) AND (old.reversal_movement_id IS NULL))) EXECUTE FUNCTION bank_event_from_card_reversal();

create table card_wallet_token (
  id text not null,
  card_id text not null,
  tsp integer not null,
  token_reference text not null,
  last4 text not null,
  wallet text not null,
  status text not null,
  created_at timestamp with time zone not null,
  constraint card_wallet_token_card_id_fkey FOREIGN KEY (card_id) REFERENCES card(id),
  constraint card_wallet_token_last4_check CHECK ((last4 ~ '^[0-9]{4}$'::text)),
  constraint card_wallet_token_pkey PRIMARY KEY (id),
  constraint card_wallet_token_status_check CHECK ((status = ANY (ARRAY['ACTIVE'::text, 'SUSPENDED'::text, 'DELETED'::text]))),
  constraint card_wallet_token_token_reference_key UNIQUE (token_reference),
  constraint card_wallet_token_tsp_check CHECK ((tsp = ANY (ARRAY[4, 14])))
);
CREATE INDEX card_wallet_token_card ON card_wallet_token USING btree (card_id);

create table consent (
  customer_id text not null,
  purpose text not null,
  status text not null,
  updated_at timestamp with time zone not null,
  constraint consent_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint consent_pk PRIMARY KEY (customer_id, purpose),
  constraint consent_purpose_check CHECK ((purpose = ANY (ARRAY['market'::text, 'push'::text, 'location'::text]))),
  constraint consent_status_check CHECK ((status = ANY (ARRAY['OPTED_IN'::text, 'PENDING'::text, 'OPTED_OUT'::text])))
);

create table consent_record (
  id text not null,
  customer_id text not null,
  purpose text not null,
  status text not null,
  text_version text not null,
  locale text not null,
  recorded_at timestamp with time zone not null,
  constraint consent_record_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint consent_record_locale_check CHECK ((locale = ANY (ARRAY['pt-BR'::text, 'en'::text]))),
  constraint consent_record_pkey PRIMARY KEY (id),
  constraint consent_record_purpose_check CHECK ((purpose = ANY (ARRAY['market'::text, 'push'::text, 'location'::text]))),
  constraint consent_record_status_check CHECK ((status = ANY (ARRAY['OPTED_IN'::text, 'PENDING'::text, 'OPTED_OUT'::text])))
);
CREATE INDEX consent_record_customer ON consent_record USING btree (customer_id, purpose, recorded_at);

create table contact (
  id text not null,
  customer_id text not null,
  tax_id text not null,
  nome text not null,
  apelido text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint contact_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint contact_customer_tax_id_key UNIQUE (customer_id, tax_id),
  constraint contact_pkey PRIMARY KEY (id),
  constraint contact_tax_id_check CHECK ((tax_id ~ '^[0-9A-Z]{11}$|^[0-9A-Z]{14}$'::text))
);

create table contact_key (
  id text not null,
  contact_id text not null,
  seq bigint not null default nextval('contact_key_seq_seq'::regclass),
  tipo_chave_pix integer,
  chave_pix text,
  codigo_ou_ispb text,
  agencia text,
  conta text,
  tipo_de_conta integer not null default 1,
  created_at timestamp with time zone not null default now(),
  constraint contact_key_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES contact(id) ON DELETE CASCADE,
  constraint contact_key_pkey PRIMARY KEY (id),
  constraint contact_key_seq_key UNIQUE (seq),
  constraint contact_key_shape CHECK ((((chave_pix IS NOT NULL) AND (tipo_chave_pix IS NOT NULL) AND (codigo_ou_ispb IS NULL) AND (agencia IS NULL) AND (conta IS NULL)) OR ((chave_pix IS NULL) AND (tipo_chave_pix IS NULL) AND (codigo_ou_ispb IS NOT NULL) AND (agencia IS NOT NULL) AND (conta IS NOT NULL)))),
  constraint contact_key_tipo_chave_pix_check CHECK (((tipo_chave_pix >= 1) AND (tipo_chave_pix <= 5))),
  constraint contact_key_tipo_de_conta_check CHECK (((tipo_de_conta >= 1) AND (tipo_de_conta <= 4)))
);
CREATE UNIQUE INDEX contact_key_account_key ON contact_key USING btree (contact_id, codigo_ou_ispb, agencia, conta) WHERE (conta IS NOT NULL);
CREATE UNIQUE INDEX contact_key_pix_key ON contact_key USING btree (contact_id, chave_pix) WHERE (chave_pix IS NOT NULL);

create table credential_attempt (
  id bigint not null default nextval('credential_attempt_id_seq'::regclass),
  at timestamp with time zone not null,
  action text not null,
  cpf_key text not null,
  customer_id text,
  channel text,
  outcome text not null,
  constraint credential_attempt_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint credential_attempt_pkey PRIMARY KEY (id)
);
CREATE INDEX credential_attempt_by_cpf ON credential_attempt USING btree (cpf_key, action, at);

create table credential_code (
  id text not null,
  purpose text not null,
  cpf_key text not null,
  customer_id text,
  channel text not null,
  code_hash text not null,
  tries integer not null default 0,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  used_at timestamp with time zone,
  constraint credential_code_channel_check CHECK ((channel = ANY (ARRAY['sms'::text, 'email'::text]))),
  constraint credential_code_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint credential_code_pkey PRIMARY KEY (id),
  constraint credential_code_purpose_check CHECK ((purpose = ANY (ARRAY['password-reset'::text, 'pin-reset'::text, 'card-unblock'::text, 'new-device'::text, 'account-cancel'::text, 'email-change'::text, 'phone-change'::text, 'address-change'::text, 'fgts-advance'::text]))),
  constraint credential_code_tries_check CHECK ((tries >= 0))
);
CREATE INDEX credential_code_by_cpf ON credential_code USING btree (cpf_key, purpose, created_at);

create table credit_card (
  customer_id text not null,
  account_id text not null,
  guarantee bigint not null,
  used bigint not null default 0,
  due_day integer not null,
  auto_debit boolean not null default false,
  contactless boolean not null default true,
  processor_token text not null,
  last4 text not null,
  face_request_id text not null,
  signed_at timestamp with time zone not null,
  constraint credit_card_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint credit_card_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint credit_card_due_day_check CHECK ((due_day = ANY (ARRAY[5, 10, 15, 20, 25]))),
  constraint credit_card_guarantee_check CHECK ((guarantee >= 0)),
  constraint credit_card_last4_check CHECK ((last4 ~ '^[0-9]{4}$'::text)),
  constraint credit_card_pkey PRIMARY KEY (customer_id),
  constraint credit_card_processor_token_key UNIQUE (processor_token),
  constraint credit_card_used_check CHECK ((used >= 0))
);
CREATE INDEX credit_card_last4 ON credit_card USING btree (last4);

create table credit_card_instalment (
  plan_id text not null,
  number integer not null,
  due_date text not null,
  payment bigint not null,
  interest bigint not null,
  amortization bigint not null,
  invoice_id text,
  paid_off_at timestamp with time zone,
  constraint credit_card_instalment_amortization_check CHECK ((amortization >= 0)),
  constraint credit_card_instalment_interest_check CHECK ((interest >= 0)),
  constraint credit_card_instalment_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_instalment_payment_check CHECK ((payment > 0)),
  constraint credit_card_instalment_pk PRIMARY KEY (plan_id, number),
  constraint credit_card_instalment_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES credit_card_instalment_plan(id)
);

create table credit_card_instalment_plan (
  id text not null,
  customer_id text not null,
  invoice_id text not null,
  principal bigint not null,
  instalments integer not null,
  instalment_value bigint not null,
  total bigint not null,
  interest bigint not null,
  created_at timestamp with time zone not null,
  iof bigint not null default 0,
  surplus bigint not null default 0,
  constraint credit_card_instalment_plan_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES credit_card(customer_id),
  constraint credit_card_instalment_plan_instalment_value_check CHECK ((instalment_value > 0)),
  constraint credit_card_instalment_plan_instalments_check CHECK (((instalments >= 2) AND (instalments <= 12))),
  constraint credit_card_instalment_plan_interest_check CHECK ((interest >= 0)),
  constraint credit_card_instalment_plan_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_instalment_plan_invoice_id_key UNIQUE (invoice_id),
  constraint credit_card_instalment_plan_iof_check CHECK ((iof >= 0)),
  constraint credit_card_instalment_plan_pkey PRIMARY KEY (id),
  constraint credit_card_instalment_plan_principal_check CHECK ((principal > 0)),
  constraint credit_card_instalment_plan_surplus_check CHECK (((surplus >= 0) AND (surplus <= 1)))
);

create table credit_card_invoice (
  id text not null,
  customer_id text not null,
  closing_date text not null,
  due_date text not null,
  status text not null,
  total bigint not null default 0,
  paid bigint not null default 0,
  minimum bigint not null default 0,
  carried boolean not null default false,
  closed_at timestamp with time zone,
  instalment_plan_id text,
  constraint credit_card_invoice_closing_date_check CHECK ((closing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint credit_card_invoice_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES credit_card(customer_id),
  constraint credit_card_invoice_due_date_check CHECK ((due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint credit_card_invoice_instalment_plan_id_fkey FOREIGN KEY (instalment_plan_id) REFERENCES credit_card_instalment_plan(id),
  constraint credit_card_invoice_minimum_check CHECK ((minimum >= 0)),
  constraint credit_card_invoice_month UNIQUE (customer_id, closing_date),
  constraint credit_card_invoice_paid_check CHECK ((paid >= 0)),
  constraint credit_card_invoice_pkey PRIMARY KEY (id),
  constraint credit_card_invoice_status_check CHECK ((status = ANY (ARRAY['ABERTA'::text, 'FECHADA'::text]))),
  constraint credit_card_invoice_total_check CHECK ((total >= 0))
);

create table credit_card_invoice_boleto (
  boleto_id text not null,
  invoice_id text not null,
  customer_id text not null,
  amount bigint not null,
  state text not null,
  created_at timestamp with time zone not null,
  constraint credit_card_invoice_boleto_amount_check CHECK ((amount > 0)),
  constraint credit_card_invoice_boleto_boleto_id_fkey FOREIGN KEY (boleto_id) REFERENCES deposit_boleto(id),
  constraint credit_card_invoice_boleto_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES credit_card(customer_id),
  constraint credit_card_invoice_boleto_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_invoice_boleto_pkey PRIMARY KEY (boleto_id),
  constraint credit_card_invoice_boleto_state_check CHECK ((state = ANY (ARRAY['open'::text, 'paid'::text, 'expired'::text])))
);
CREATE INDEX credit_card_invoice_boleto_open ON credit_card_invoice_boleto USING btree (state, customer_id);

create table credit_card_item (
  id text not null,
  invoice_id text not null,
  type_id integer not null,
  kind text not null,
  description text not null,
  amount bigint not null,
  authorisation_id text,
  movement_id text,
  at timestamp with time zone not null,
  ref_date text,
  instalment_number integer,
  instalment_count integer,
  foreign_currency text,
  foreign_amount bigint,
  exchange_rate integer,
  constraint credit_card_item_amount_check CHECK ((amount > 0)),
  constraint credit_card_item_authorisation_id_key UNIQUE (authorisation_id),
  constraint credit_card_item_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_item_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint credit_card_item_pkey PRIMARY KEY (id),
  constraint credit_card_item_type_id_check CHECK ((type_id = ANY (ARRAY[1, 2])))
);
CREATE INDEX credit_card_item_invoice ON credit_card_item USING btree (invoice_id, at);

create table credit_card_payment (
  id text not null,
  invoice_id text not null,
  method text not null,
  amount bigint not null,
  movement_id text,
  txid text,
  at timestamp with time zone not null,
  constraint credit_card_payment_amount_check CHECK ((amount > 0)),
  constraint credit_card_payment_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_payment_method_check CHECK ((method = ANY (ARRAY['PIX'::text, 'DEBITO_CONTA'::text, 'BOLETO'::text, 'PARCELAMENTO'::text]))),
  constraint credit_card_payment_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint credit_card_payment_pkey PRIMARY KEY (id),
  constraint credit_card_payment_txid_key UNIQUE (txid)
);
CREATE INDEX credit_card_payment_invoice ON credit_card_payment USING btree (invoice_id);

create table credit_card_pix_charge (
  txid text not null,
  invoice_id text not null,
  customer_id text not null,
  amount bigint not null,
  state text not null,
  created_at timestamp with time zone not null,
  constraint credit_card_pix_charge_amount_check CHECK ((amount > 0)),
  constraint credit_card_pix_charge_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES credit_card(customer_id),
  constraint credit_card_pix_charge_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES credit_card_invoice(id),
  constraint credit_card_pix_charge_pkey PRIMARY KEY (txid),
  constraint credit_card_pix_charge_state_check CHECK ((state = ANY (ARRAY['open'::text, 'paid'::text, 'expired'::text])))
);
CREATE INDEX credit_card_pix_charge_open ON credit_card_pix_charge USING btree (state, customer_id);

create table customer (
  id text not null,
  cpf text not null,
  nome text not null,
  apelido text,
  email text,
  data_nascimento date,
  telefone_ddd text,
  telefone_numero text,
  endereco jsonb,
  password_hash text not null,
  created_at timestamp with time zone not null default now(),
  endereco_correspondencia jsonb,
  constraint customer_cpf_check CHECK ((cpf ~ '^[0-9]{11}$'::text)),
  constraint customer_cpf_key UNIQUE (cpf),
  constraint customer_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX customer_email_key ON customer USING btree (lower(email)) WHERE (email IS NOT NULL);
CREATE UNIQUE INDEX customer_phone_key ON customer USING btree (telefone_ddd, telefone_numero) WHERE (telefone_numero IS NOT NULL);

create table customer_feedback (
  id text not null,
  customer_id text not null,
  type text not null,
  rating integer,
  message text not null,
  device_id text not null,
  locale text not null,
  country text not null,
  model text not null,
  build text not null,
  card_id text,
  received_at timestamp with time zone not null,
  constraint customer_feedback_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint customer_feedback_pkey PRIMARY KEY (id),
  constraint customer_feedback_rating_check CHECK (((rating >= 1) AND (rating <= 5)))
);
CREATE INDEX customer_feedback_customer ON customer_feedback USING btree (customer_id, received_at);

create table data_sync_report (
  id text not null,
  customer_id text not null,
  variant text not null,
  phone_wallet_available boolean,
  pix_key_counts jsonb,
  received_at timestamp with time zone not null,
  constraint data_sync_report_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint data_sync_report_pkey PRIMARY KEY (id),
  constraint data_sync_report_variant_check CHECK ((variant = ANY (ARRAY['maker'::text, 'nm'::text, 'browser'::text])))
);
CREATE INDEX data_sync_report_customer ON data_sync_report USING btree (customer_id, received_at DESC);

create table database_use (
  mode text not null,
  first_at timestamp with time zone not null default now(),
  last_at timestamp with time zone not null default now(),
  constraint database_use_mode_check CHECK ((mode = ANY (ARRAY['sandbox'::text, 'production'::text]))),
  constraint database_use_pkey PRIMARY KEY (mode)
);

create table deposit_boleto (
  id text not null,
  account_id text not null,
  customer_id text not null,
  number bigint not null default nextval('deposit_boleto_number_seq'::regclass),
  barcode text not null,
  line text not null,
  amount bigint not null,
  fee bigint not null,
  issued_on text not null,
  due_date text not null,
  status text not null,
  created_at timestamp with time zone not null,
  finished_at timestamp with time zone,
  movement_id text,
  purpose text,
  constraint deposit_boleto_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint deposit_boleto_amount_check CHECK ((amount > 0)),
  constraint deposit_boleto_barcode_check CHECK ((barcode ~ '^[0-9]{44}$'::text)),
  constraint deposit_boleto_barcode_key UNIQUE (barcode),
  constraint deposit_boleto_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint deposit_boleto_due_date_check CHECK ((due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint deposit_boleto_fee_check CHECK ((fee >= 0)),
  constraint deposit_boleto_issued_on_check CHECK ((issued_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint deposit_boleto_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint deposit_boleto_movement_id_key UNIQUE (movement_id),
  constraint deposit_boleto_number_key UNIQUE (number),
  constraint deposit_boleto_pkey PRIMARY KEY (id),
  constraint deposit_boleto_purpose_check CHECK ((purpose = 'credit-card-invoice'::text)),
  constraint deposit_boleto_status_check CHECK ((status = ANY (ARRAY['ABERTO'::text, 'PAGO'::text, 'BAIXADO'::text])))
);
CREATE INDEX deposit_boleto_account_idx ON deposit_boleto USING btree (account_id, issued_on);

create table device (
  id text not null,
  customer_id text not null,
  device_hash text not null,
  tipo text not null,
  modelo text not null,
  trusted_at timestamp with time zone not null,
  pix_registered_at timestamp with time zone not null,
  last_used_at timestamp with time zone not null,
  latitude double precision,
  longitude double precision,
  pix_day text,
  pix_day_spent integer not null default 0,
  removed_at timestamp with time zone,
  barcode text,
  constraint device_barcode_check CHECK ((barcode ~ '^[A-Z0-9]{6,20}$'::text)),
  constraint device_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint device_pix_day_spent_check CHECK ((pix_day_spent >= 0)),
  constraint device_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX device_live ON device USING btree (customer_id, device_hash) WHERE (removed_at IS NULL);

create table device_challenge (
  id text not null,
  customer_id text not null,
  challenge_hash text not null,
  device_hash text not null,
  tipo text not null,
  modelo text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  used_at timestamp with time zone,
  constraint device_challenge_challenge_hash_key UNIQUE (challenge_hash),
  constraint device_challenge_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint device_challenge_pkey PRIMARY KEY (id)
);

create table engage_card (
  id text not null,
  placement text not null,
  card_type text not null,
  feed_type text not null,
  audience text not null,
  position integer not null,
  title_pt text not null,
  title_en text not null,
  body_pt text not null,
  body_en text not null,
  action_label_pt text,
  action_label_en text,
  action_path text,
  additional_info text,
  starts_at timestamp with time zone not null,
  ends_at timestamp with time zone,
  dialog_trigger text not null default 'login'::text,
  constraint engage_card_audience_check CHECK ((audience = ANY (ARRAY['all'::text, 'no_pix_key'::text, 'listed'::text]))),
  constraint engage_card_card_type_check CHECK ((card_type = ANY (ARRAY['ec_offers'::text, 'ec_wishes'::text, 'ec_dataenrichment'::text, 'ec_information'::text, 'ec_surveys'::text, 'ec_insurance'::text, 'ec_optin'::text, 'ec_goodies'::text]))),
  constraint engage_card_dialog_trigger_check CHECK ((dialog_trigger = ANY (ARRAY['login'::text, 'notification'::text]))),
  constraint engage_card_pkey PRIMARY KEY (id),
  constraint engage_card_placement_check CHECK ((placement = ANY (ARRAY['card'::text, 'banner'::text, 'dialog'::text, 'reel'::text])))
);

create table engage_card_action (
  customer_id text not null,
  card_id text not null,
  action text not null,
  at timestamp with time zone not null,
  constraint engage_card_action_action_check CHECK ((action = ANY (ARRAY['delete'::text, 'served'::text, 'viewed'::text, 'useful'::text, 'not_useful'::text]))),
  constraint engage_card_action_card_id_fkey FOREIGN KEY (card_id) REFERENCES engage_card(id),
  constraint engage_card_action_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint engage_card_action_pk PRIMARY KEY (customer_id, card_id, action)
);
CREATE INDEX engage_card_action_card ON engage_card_action USING btree (card_id, action);

create table engage_card_audience (
  card_id text not null,
  customer_id text not null,
  constraint engage_card_audience_card_id_fkey FOREIGN KEY (card_id) REFERENCES engage_card(id),
  constraint engage_card_audience_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint engage_card_audience_pk PRIMARY KEY (card_id, customer_id)
);

create table engage_reel_slide (
  card_id text not null,
  position integer not null,
  title_pt text not null,
  title_en text not null,
  body_pt text not null,
  body_en text not null,
  constraint engage_reel_slide_card_id_fkey FOREIGN KEY (card_id) REFERENCES engage_card(id),
  constraint engage_reel_slide_pk PRIMARY KEY (card_id, "position"),
  constraint engage_reel_slide_position_check CHECK ((("position" >= 1) AND ("position" <= 10)))
);

create table feature_flag (
  feature text not null,
  cpf_hash text not null,
  enabled boolean not null,
  percent integer,
  constraint feature_flag_percent_check CHECK (((percent >= 0) AND (percent <= 100))),
  constraint feature_flag_pk PRIMARY KEY (feature, cpf_hash)
);

create table fgts_contract (
  id text not null,
  proposal_id text not null,
  customer_id text not null,
  account_id text not null,
  face_auth_id text not null,
  localizador text not null,
  status text not null,
  prazo integer not null,
  released bigint not null,
  financed bigint not null,
  iof bigint not null,
  total_receivables bigint not null,
  monthly_rate numeric(10,8) not null,
  annual_rate numeric(10,8) not null,
  cet_annual numeric(12,8) not null,
  movement_id text not null,
  created_at timestamp with time zone not null,
  cancelled_at timestamp with time zone,
  cancel_movement_id text,
  constraint fgts_contract_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint fgts_contract_cancel_check CHECK (((status = 'CANCELADO'::text) = (cancel_movement_id IS NOT NULL))),
  constraint fgts_contract_cancel_movement_id_fkey FOREIGN KEY (cancel_movement_id) REFERENCES movement(id),
  constraint fgts_contract_cancel_movement_id_key UNIQUE (cancel_movement_id),
  constraint fgts_contract_check CHECK ((financed >= released)),
  constraint fgts_contract_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint fgts_contract_face_auth_id_fkey FOREIGN KEY (face_auth_id) REFERENCES fgts_face_auth(id),
  constraint fgts_contract_iof_check CHECK ((iof >= 0)),
  constraint fgts_contract_localizador_key UNIQUE (localizador),
  constraint fgts_contract_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint fgts_contract_movement_id_key UNIQUE (movement_id),
  constraint fgts_contract_pkey PRIMARY KEY (id),
  constraint fgts_contract_prazo_check CHECK (((prazo >= 1) AND (prazo <= 5))),
  constraint fgts_contract_proposal_id_fkey FOREIGN KEY (proposal_id) REFERENCES fgts_proposal(id),
  constraint fgts_contract_proposal_id_key UNIQUE (proposal_id),
  constraint fgts_contract_released_check CHECK ((released > 0)),
  constraint fgts_contract_status_check CHECK ((status = ANY (ARRAY['ATIVO'::text, 'LIQUIDADO'::text, 'CANCELADO'::text])))
);
CREATE INDEX fgts_contract_customer_idx ON fgts_contract USING btree (customer_id, created_at);

create table fgts_contract_instalment (
  contract_id text not null,
  number integer not null,
  due_date date not null,
  withdrawal bigint not null,
  value bigint not null,
  present_value bigint not null,
  status text not null,
  paid_at timestamp with time zone,
  movement_id text,
  constraint fgts_contract_instalment_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES fgts_contract(id),
  constraint fgts_contract_instalment_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint fgts_contract_instalment_movement_id_key UNIQUE (movement_id),
  constraint fgts_contract_instalment_pk PRIMARY KEY (contract_id, number),
  constraint fgts_contract_instalment_status_check CHECK ((status = ANY (ARRAY['ABERTA'::text, 'PAGA'::text]))),
  constraint fgts_contract_instalment_value_check CHECK (((value >= 10000) AND (value <= 50000)))
);

create table fgts_face_auth (
  id text not null,
  customer_id text not null,
  alive boolean not null,
  message_code integer not null,
  provider_request_id text not null,
  device jsonb,
  created_at timestamp with time zone not null,
  used_at timestamp with time zone,
  constraint fgts_face_auth_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint fgts_face_auth_pkey PRIMARY KEY (id)
);

create table fgts_proposal (
  id text not null,
  customer_id text not null,
  account_id text not null,
  requested bigint not null,
  simulation jsonb not null,
  status text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint fgts_proposal_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint fgts_proposal_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint fgts_proposal_pkey PRIMARY KEY (id),
  constraint fgts_proposal_requested_check CHECK ((requested > 0)),
  constraint fgts_proposal_status_check CHECK ((status = ANY (ARRAY['ABERTA'::text, 'CONTRATADA'::text])))
);

create table financing_contract (
  id text not null,
  contracting_id text not null,
  customer_id text not null,
  account_id text not null,
  status text not null,
  device_name text not null,
  financed_on text not null,
  principal bigint not null,
  requested bigint not null,
  down_payment bigint not null,
  total bigint not null,
  monthly_rate double precision not null,
  cet double precision not null,
  created_at timestamp with time zone not null,
  constraint financing_contract_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint financing_contract_contracting_id_fkey FOREIGN KEY (contracting_id) REFERENCES financing_contracting(id),
  constraint financing_contract_contracting_id_key UNIQUE (contracting_id),
  constraint financing_contract_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint financing_contract_pkey PRIMARY KEY (id)
);
CREATE INDEX financing_contract_account_idx ON financing_contract USING btree (account_id);

create table financing_contracting (
  id text not null,
  customer_id text not null,
  store_id text not null,
  store_user_id text not null,
  status text not null,
  credit_simulation_id text,
  credit_request jsonb,
  credit_requested_at timestamp with time zone,
  credit_decided_at timestamp with time zone,
  credit_approved boolean,
  released_amount bigint,
  minimum_entry_percentage double precision,
  credit_reasons jsonb,
  product jsonb,
  insurance_name text not null default 'Sem seguro'::text,
  insurance_value bigint not null default 0,
  proposal jsonb,
  address jsonb,
  person_registered_at timestamp with time zone,
  selfie_approved_at timestamp with time zone,
  selfie_failures integer not null default 0,
  accepted_at timestamp with time zone,
  down_payment_paid_at timestamp with time zone,
  down_payment_method text,
  down_payment_movement_id text,
  down_payment_amount bigint,
  pix_txid text,
  pix_qr_code text,
  pix_expires_at timestamp with time zone,
  pix_charges jsonb not null default '[]'::jsonb,
  invoicing_started_at timestamp with time zone,
  contract_id text,
  cancel_reason text,
  refund_movement_id text,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  constraint financing_contracting_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint financing_contracting_down_payment_movement_id_fkey FOREIGN KEY (down_payment_movement_id) REFERENCES movement(id),
  constraint financing_contracting_pkey PRIMARY KEY (id),
  constraint financing_contracting_refund_movement_id_fkey FOREIGN KEY (refund_movement_id) REFERENCES movement(id)
);
CREATE INDEX financing_contracting_customer_idx ON financing_contracting USING btree (customer_id, created_at);
CREATE UNIQUE INDEX financing_contracting_open_idx ON financing_contracting USING btree (customer_id) WHERE (status = ANY (ARRAY['CONTRATACAO_INICIADA'::text, 'PROCESSANDO_ANALISE_CREDITO'::text, 'AGUARDANDO_GERACAO_PROPOSTA'::text, 'AGUARDANDO_SELFIE'::text, 'AGUARDANDO_ACEITE_PROPOSTA'::text, 'AGUARDANDO_PAGAMENTO_ENTRADA'::text, 'AGUARDANDO_FATURAMENTO'::text, 'PROCESSANDO_FATURAMENTO'::text]));

create table financing_credential (
  id text not null,
  customer_id text not null,
  secret_hash text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint financing_credential_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint financing_credential_pkey PRIMARY KEY (id)
);

create table financing_installment (
  contract_id text not null,
  number integer not null,
  due_date text not null,
  value bigint not null,
  interest bigint not null,
  amortization bigint not null,
  paid_at timestamp with time zone,
  constraint financing_installment_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES financing_contract(id),
  constraint financing_installment_pk PRIMARY KEY (contract_id, number),
  constraint financing_installment_value_check CHECK ((value >= 0))
);

create table financing_installment_charge (
  txid text not null,
  contract_id text not null,
  number integer not null,
  amount bigint not null,
  qr_code text not null,
  expires_at timestamp with time zone not null,
  state text not null,
  created_at timestamp with time zone not null,
  constraint financing_installment_charge_amount_check CHECK ((amount > 0)),
  constraint financing_installment_charge_contract_id_fkey FOREIGN KEY (contract_id) REFERENCES financing_contract(id),
  constraint financing_installment_charge_installment_fk FOREIGN KEY (contract_id, number) REFERENCES financing_installment(contract_id, number),
  constraint financing_installment_charge_pkey PRIMARY KEY (txid),
  constraint financing_installment_charge_state_check CHECK ((state = ANY (ARRAY['open'::text, 'paid'::text, 'refunded'::text, 'expired'::text])))
);
CREATE INDEX financing_installment_charge_open ON financing_installment_charge USING btree (contract_id, state);

create table financing_token (
  token_hash text not null,
  customer_id text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint financing_token_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint financing_token_pkey PRIMARY KEY (token_hash)
);

create table gateway_key (
  id text not null,
  private_pkcs8 text,
  public_spki text not null,
  created_at timestamp with time zone not null default now(),
  key_id text not null,
  retires_at timestamp with time zone,
  constraint gateway_key_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX gateway_key_key_id_idx ON gateway_key USING btree (key_id);
CREATE UNIQUE INDEX gateway_key_one_published_idx ON gateway_key USING btree ((true)) WHERE (retires_at IS NULL);

create table gateway_nonce (
  nonce text not null,
  seen_at timestamp with time zone not null,
  constraint gateway_nonce_pkey PRIMARY KEY (nonce)
);
CREATE INDEX gateway_nonce_seen_at_idx ON gateway_nonce USING btree (seen_at);

create table gift_card (
  id text not null,
  code_hash text not null,
  amount bigint not null,
  expires_at timestamp with time zone not null,
  redeemed_account_id text,
  redeemed_movement_id text,
  redeemed_at timestamp with time zone,
  created_at timestamp with time zone not null,
  client_id text,
  last4 text,
  constraint gift_card_amount_check CHECK ((amount > 0)),
  constraint gift_card_client_id_fkey FOREIGN KEY (client_id) REFERENCES gift_card_client(id),
  constraint gift_card_code_hash_key UNIQUE (code_hash),
  constraint gift_card_holder_check CHECK (((client_id IS NULL) = (last4 IS NULL))),
  constraint gift_card_last4_check CHECK ((last4 ~ '^[0-9A-Z]{4}$'::text)),
  constraint gift_card_pkey PRIMARY KEY (id),
  constraint gift_card_redeemed_account_id_fkey FOREIGN KEY (redeemed_account_id) REFERENCES account(id),
  constraint gift_card_redeemed_movement_id_fkey FOREIGN KEY (redeemed_movement_id) REFERENCES movement(id),
  constraint gift_card_redeemed_movement_id_key UNIQUE (redeemed_movement_id)
);
CREATE INDEX gift_card_client_idx ON gift_card USING btree (client_id);

create table gift_card_attempt (
  id text not null,
  customer_id text not null,
  succeeded boolean not null,
  at timestamp with time zone not null,
  constraint gift_card_attempt_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint gift_card_attempt_pkey PRIMARY KEY (id)
);
CREATE INDEX gift_card_attempt_customer_idx ON gift_card_attempt USING btree (customer_id, at);

create table gift_card_client (
  id text not null,
  customer_id text not null,
  account_id text not null,
  printed_name text not null,
  organization_unit integer not null,
  created_at timestamp with time zone not null,
  constraint gift_card_client_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint gift_card_client_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint gift_card_client_customer_id_key UNIQUE (customer_id),
  constraint gift_card_client_pkey PRIMARY KEY (id)
);

create table gift_card_promotion (
  barcode text not null,
  buyer_cpf text not null,
  amount bigint not null,
  claim_until timestamp with time zone not null,
  offered boolean not null default true,
  gift_card_id text,
  client_id text,
  issued_at timestamp with time zone,
  device_hash text,
  device_confirmed_at timestamp with time zone,
  created_at timestamp with time zone not null,
  constraint gift_card_promotion_amount_check CHECK ((amount > 0)),
  constraint gift_card_promotion_barcode_check CHECK ((barcode ~ '^[0-9A-Z]{8,20}$'::text)),
  constraint gift_card_promotion_buyer_cpf_check CHECK ((buyer_cpf ~ '^[0-9]{11}$'::text)),
  constraint gift_card_promotion_client_id_fkey FOREIGN KEY (client_id) REFERENCES gift_card_client(id),
  constraint gift_card_promotion_gift_card_id_fkey FOREIGN KEY (gift_card_id) REFERENCES gift_card(id),
  constraint gift_card_promotion_gift_card_id_key UNIQUE (gift_card_id),
  constraint gift_card_promotion_issue_check CHECK ((((gift_card_id IS NULL) = (client_id IS NULL)) AND ((gift_card_id IS NULL) = (issued_at IS NULL)))),
  constraint gift_card_promotion_pkey PRIMARY KEY (barcode)
);
CREATE INDEX gift_card_promotion_buyer_idx ON gift_card_promotion USING btree (buyer_cpf);

create table gift_card_token (
  id text not null,
  token_hash text not null,
  customer_id text not null,
  session_id text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint gift_card_token_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint gift_card_token_pkey PRIMARY KEY (id),
  constraint gift_card_token_session_id_fkey FOREIGN KEY (session_id) REFERENCES session(id),
  constraint gift_card_token_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX gift_card_token_session_idx ON gift_card_token USING btree (session_id);

create table help_article (
  kind text not null,
  id text not null,
  locale text not null,
  position integer not null,
  title text not null,
  body text not null,
  updated_at timestamp with time zone not null,
  constraint help_article_kind_check CHECK ((kind = ANY (ARRAY['faq'::text, 'external'::text, 'tariff'::text, 'hours'::text]))),
  constraint help_article_locale_check CHECK ((locale = ANY (ARRAY['pt-BR'::text, 'en'::text]))),
  constraint help_article_pk PRIMARY KEY (kind, id, locale)
);

create table help_channel (
  id text not null,
  display text not null,
  dial text not null,
  constraint help_channel_id_check CHECK ((id = ANY (ARRAY['whatsapp'::text, 'phone'::text]))),
  constraint help_channel_pkey PRIMARY KEY (id)
);

create table idempotency (
  customer_id text not null,
  key text not null,
  path text not null,
  request_hash text not null,
  state text not null,
  status integer,
  answer jsonb,
  created_at timestamp with time zone not null default now(),
  completed_at timestamp with time zone,
  constraint idempotency_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint idempotency_pkey PRIMARY KEY (customer_id, key),
  constraint idempotency_state_check CHECK ((state = ANY (ARRAY['in_flight'::text, 'done'::text])))
);
CREATE INDEX idempotency_created_idx ON idempotency USING btree (created_at);

create table login_guard (
  cpf_key text not null,
  failures integer not null default 0,
  locks integer not null default 0,
  locked_until timestamp with time zone,
  updated_at timestamp with time zone not null,
  in_flight integer not null default 0,
  clears integer not null default 0,
  constraint login_guard_clears_check CHECK ((clears >= 0)),
  constraint login_guard_failures_check CHECK ((failures >= 0)),
  constraint login_guard_in_flight_check CHECK ((in_flight >= 0)),
  constraint login_guard_locks_check CHECK ((locks >= 0)),
  constraint login_guard_pkey PRIMARY KEY (cpf_key)
);
CREATE INDEX login_guard_by_updated_at ON login_guard USING btree (updated_at);

create table movement (
  id text not null,
  kind text not null,
  type_id integer not null,
  description text,
  customer_id text,
  idempotency_key text,
  created_at timestamp with time zone not null default now(),
  constraint movement_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint movement_customer_key UNIQUE (customer_id, idempotency_key),
  constraint movement_pkey PRIMARY KEY (id)
);

create table notification (
  id text not null,
  customer_id text not null,
  kind text not null,
  movement_id text,
  amount bigint,
  counterparty text,
  created_at timestamp with time zone not null,
  read_at timestamp with time zone,
  story_id text,
  dialog_trigger boolean not null default false,
  open_page text,
  constraint notification_amount_check CHECK ((amount > 0)),
  constraint notification_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint notification_kind_check CHECK ((kind = ANY (ARRAY['PIX_RECEIVED'::text, 'BOLETO_PAID'::text, 'BOLETO_DEPOSIT_RECEIVED'::text, 'STORY'::text]))),
  constraint notification_once UNIQUE (customer_id, movement_id, kind),
  constraint notification_pkey PRIMARY KEY (id),
  constraint notification_story_id_fkey FOREIGN KEY (story_id) REFERENCES engage_card(id),
  constraint notification_story_or_movement CHECK (
CASE
    WHEN (kind = 'STORY'::text) THEN ((story_id IS NOT NULL) AND (movement_id IS NULL) AND (amount IS NULL))
    ELSE ((story_id IS NULL) AND (movement_id IS NOT NULL) AND (amount IS NOT NULL) AND (NOT dialog_trigger))
END)
);
CREATE INDEX notification_customer ON notification USING btree (customer_id, created_at);
CREATE UNIQUE INDEX notification_story_once ON notification USING btree (customer_id, story_id) WHERE (story_id IS NOT NULL);

create table onboarding (
  id text not null,
  cpf text not null,
  nome text not null,
  apelido text not null,
  data_nascimento date not null,
  email text,
  telefone_ddd text,
  telefone_numero text,
  phone_verified_at timestamp with time zone,
  password_hash text,
  user_created_at timestamp with time zone,
  person jsonb,
  address jsonb,
  document jsonb,
  selfie jsonb,
  selfie_failures integer not null default 0,
  terms_signed_at timestamp with time zone,
  customer_id text,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  analysis_stage text,
  analysis_due_at timestamp with time zone,
  analysis_attempts integer not null default 0,
  analysis_verdict jsonb,
  analysis_told_at timestamp with time zone,
  email_verified_at timestamp with time zone,
  mailing_address jsonb,
  device jsonb,
  constraint onboarding_analysis_attempts_check CHECK ((analysis_attempts >= 0)),
  constraint onboarding_analysis_stage_check CHECK ((analysis_stage = ANY (ARRAY['KYC'::text, 'CAF'::text, 'PENDENCIES'::text, 'APPROVED'::text, 'REFUSED'::text]))),
  constraint onboarding_cpf_check CHECK ((cpf ~ '^[0-9]{11}$'::text)),
  constraint onboarding_cpf_key UNIQUE (cpf),
  constraint onboarding_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint onboarding_pkey PRIMARY KEY (id)
);
CREATE INDEX onboarding_analysis_due ON onboarding USING btree (analysis_due_at) WHERE (analysis_stage = ANY (ARRAY['KYC'::text, 'CAF'::text]));

create table onboarding_code (
  id text not null,
  onboarding_id text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  sent_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  used_at timestamp with time zone,
  constraint onboarding_code_attempts_check CHECK ((attempts >= 0)),
  constraint onboarding_code_onboarding_id_fkey FOREIGN KEY (onboarding_id) REFERENCES onboarding(id) ON DELETE CASCADE,
  constraint onboarding_code_pkey PRIMARY KEY (id),
  constraint onboarding_code_purpose_check CHECK ((purpose = ANY (ARRAY['PHONE'::text, 'TERMS'::text, 'EMAIL'::text])))
);
CREATE INDEX onboarding_code_lookup ON onboarding_code USING btree (onboarding_id, purpose, sent_at);

create table onboarding_token (
  token_hash text not null,
  onboarding_id text,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint onboarding_token_onboarding_id_fkey FOREIGN KEY (onboarding_id) REFERENCES onboarding(id) ON DELETE CASCADE,
  constraint onboarding_token_pkey PRIMARY KEY (token_hash)
);
CREATE INDEX onboarding_token_expiry ON onboarding_token USING btree (expires_at);

create table onboarding_waitlist (
  cpf text not null,
  seq bigint not null default nextval('onboarding_waitlist_seq_seq'::regclass),
  created_at timestamp with time zone not null,
  constraint onboarding_waitlist_cpf_check CHECK ((cpf ~ '^[0-9]{11}$'::text)),
  constraint onboarding_waitlist_pkey PRIMARY KEY (cpf),
  constraint onboarding_waitlist_seq_key UNIQUE (seq)
);

create table phone_recharge (
  id text not null,
  movement_id text not null,
  refund_movement_id text,
  account_id text not null,
  ddi text not null,
  ddd text not null,
  number text not null,
  operator_id text not null,
  operator_name text not null,
  amount bigint not null,
  status text not null,
  operator_reference text,
  failure_reason text,
  created_at timestamp with time zone not null,
  constraint phone_recharge_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint phone_recharge_amount_check CHECK ((amount > 0)),
  constraint phone_recharge_ddd_check CHECK ((ddd ~ '^[1-9][1-9]$'::text)),
  constraint phone_recharge_ddi_check CHECK ((ddi = '55'::text)),
  constraint phone_recharge_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint phone_recharge_movement_id_key UNIQUE (movement_id),
  constraint phone_recharge_number_check CHECK ((number ~ '^9[0-9]{8}$'::text)),
  constraint phone_recharge_pkey PRIMARY KEY (id),
  constraint phone_recharge_refund_movement_id_fkey FOREIGN KEY (refund_movement_id) REFERENCES movement(id),
  constraint phone_recharge_refund_movement_id_key UNIQUE (refund_movement_id),
  constraint phone_recharge_status_check CHECK ((status = ANY (ARRAY['PENDENTE'::text, 'CONFIRMADA'::text, 'ESTORNADA'::text])))
);
CREATE INDEX phone_recharge_account_idx ON phone_recharge USING btree (account_id, created_at);
CREATE TRIGGER bank_event_from_recharge_refund AFTER INSERT OR UPDATE OF refund_movement_id ON phone_recharge FOR EACH ROW WHEN ((new.refund_movement_id IS NOT NULL)) EXECUTE FUNCTION bank_event_from_recharge_refund();

create table pix_charge (
  txid text not null,
  location text not null,
  receiver_account_id text not null,
  amount bigint not null,
  description text not null,
  purpose text not null,
  reference text not null,
  status text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  paid_at timestamp with time zone,
  end_to_end text,
  movement_id text,
  payer_ispb text,
  constraint pix_charge_amount_check CHECK ((amount > 0)),
  constraint pix_charge_location_key UNIQUE (location),
  constraint pix_charge_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint pix_charge_movement_id_key UNIQUE (movement_id),
  constraint pix_charge_pkey PRIMARY KEY (txid),
  constraint pix_charge_receiver_account_id_fkey FOREIGN KEY (receiver_account_id) REFERENCES account(id),
  constraint pix_charge_status_check CHECK ((status = ANY (ARRAY['ATIVA'::text, 'CONCLUIDA'::text])))
);
CREATE INDEX pix_charge_reference_idx ON pix_charge USING btree (purpose, reference);

create table pix_claim (
  id text not null,
  chave text not null,
  key_type integer not null,
  claim_type integer not null,
  status text not null,
  claimer_account_id text not null,
  donor_account_id text,
  donor_ispb text,
  donor_name text not null,
  requested_at timestamp with time zone not null,
  deadline_at timestamp with time zone not null,
  confirmed_at timestamp with time zone,
  concluded_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  constraint pix_claim_claim_type_check CHECK ((claim_type = ANY (ARRAY[1, 2]))),
  constraint pix_claim_claimer_account_id_fkey FOREIGN KEY (claimer_account_id) REFERENCES account(id),
  constraint pix_claim_donor_account_id_fkey FOREIGN KEY (donor_account_id) REFERENCES account(id),
  constraint pix_claim_pkey PRIMARY KEY (id),
  constraint pix_claim_status_check CHECK ((status = ANY (ARRAY['ABERTA'::text, 'CONFIRMADA'::text, 'CONCLUIDA'::text, 'CANCELADA'::text])))
);
CREATE INDEX pix_claim_claimer_idx ON pix_claim USING btree (claimer_account_id);
CREATE INDEX pix_claim_donor_idx ON pix_claim USING btree (donor_account_id);
CREATE UNIQUE INDEX pix_claim_open_key_idx ON pix_claim USING btree (chave) WHERE (status = ANY (ARRAY['ABERTA'::text, 'CONFIRMADA'::text]));

create table pix_institution (
  ispb text not null,
  nome text not null,
  codigo text not null,
  constraint pix_institution_ispb_check CHECK ((ispb ~ '^[0-9]{8}$'::text)),
  constraint pix_institution_pkey PRIMARY KEY (ispb)
);

create table pix_key (
  chave text not null,
  tipo integer not null,
  account_id text,
  institution_ispb text,
  holder_name text,
  holder_tax_id text,
  holder_agencia text,
  holder_conta text,
  created_at timestamp with time zone not null default now(),
  constraint pix_key_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_key_holder_shape CHECK ((((account_id IS NOT NULL) AND (institution_ispb IS NULL)) OR ((account_id IS NULL) AND (institution_ispb IS NOT NULL) AND (holder_name IS NOT NULL) AND (holder_tax_id IS NOT NULL)))),
  constraint pix_key_institution_ispb_fkey FOREIGN KEY (institution_ispb) REFERENCES pix_institution(ispb),
  constraint pix_key_pkey PRIMARY KEY (chave),
  constraint pix_key_tipo_check CHECK (((tipo >= 1) AND (tipo <= 5)))
);
CREATE INDEX pix_key_account_idx ON pix_key USING btree (account_id);
CREATE TRIGGER bank_event_from_pix_key AFTER INSERT ON pix_key FOR EACH ROW WHEN ((new.account_id IS NOT NULL)) EXECUTE FUNCTION bank_event_from_pix_key();

create table pix_key_token (
  id text not null,
  account_id text not null,
  chave text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamp with time zone not null,
  used_at timestamp with time zone,
  created_at timestamp with time zone not null default now(),
  constraint pix_key_token_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_key_token_attempts_check CHECK ((attempts >= 0)),
  constraint pix_key_token_pkey PRIMARY KEY (id)
);
CREATE INDEX pix_key_token_account_key_idx ON pix_key_token USING btree (account_id, chave);

create table pix_limit (
  account_id text not null,
  daily_limit bigint not null,
  nocturnal_limit bigint not null,
  updated_at timestamp with time zone not null default now(),
  nocturnal_start integer not null default 20,
  pending_nocturnal_start integer,
  pending_nocturnal_start_at timestamp with time zone,
  pending_nocturnal_start_due timestamp with time zone,
  constraint pix_limit_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_limit_daily_limit_check CHECK ((daily_limit >= 0)),
  constraint pix_limit_nocturnal_limit_check CHECK ((nocturnal_limit >= 0)),
  constraint pix_limit_nocturnal_start_check CHECK ((nocturnal_start = ANY (ARRAY[20, 22]))),
  constraint pix_limit_pending_nocturnal_start_check CHECK ((pending_nocturnal_start = ANY (ARRAY[20, 22]))),
  constraint pix_limit_pkey PRIMARY KEY (account_id)
);

create table pix_limit_request (
  id text not null,
  account_id text not null,
  tipo_limite integer not null,
  amount bigint not null,
  previous_amount bigint not null,
  status text not null,
  requested_at timestamp with time zone not null,
  effective_at timestamp with time zone not null,
  applied_at timestamp with time zone,
  constraint pix_limit_request_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_limit_request_amount_check CHECK ((amount >= 0)),
  constraint pix_limit_request_pkey PRIMARY KEY (id),
  constraint pix_limit_request_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'applied'::text, 'replaced'::text]))),
  constraint pix_limit_request_tipo_limite_check CHECK ((tipo_limite = ANY (ARRAY[1, 2])))
);
CREATE INDEX pix_limit_request_pending_idx ON pix_limit_request USING btree (account_id, status);

create table pix_lookup_bucket (
  customer_id text not null,
  tokens_milli bigint not null,
  updated_at timestamp with time zone not null,
  constraint pix_lookup_bucket_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint pix_lookup_bucket_pkey PRIMARY KEY (customer_id)
);

create table pix_lookup_end_to_end (
  end_to_end text not null,
  customer_id text not null,
  chave text not null,
  created_at timestamp with time zone not null,
  constraint pix_lookup_end_to_end_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint pix_lookup_end_to_end_pkey PRIMARY KEY (end_to_end)
);
CREATE INDEX pix_lookup_end_to_end_created_idx ON pix_lookup_end_to_end USING btree (created_at);

create table pix_payment (
  movement_id text not null,
  end_to_end text not null,
  chave text,
  institution_ispb text,
  created_at timestamp with time zone not null default now(),
  returns_movement_id text,
  return_reason integer,
  constraint pix_payment_end_to_end_key UNIQUE (end_to_end),
  constraint pix_payment_institution_ispb_fkey FOREIGN KEY (institution_ispb) REFERENCES pix_institution(ispb),
  constraint pix_payment_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint pix_payment_pkey PRIMARY KEY (movement_id),
  constraint pix_payment_returns_movement_id_fkey FOREIGN KEY (returns_movement_id) REFERENCES movement(id)
);
CREATE INDEX pix_payment_returns_idx ON pix_payment USING btree (returns_movement_id);
CREATE TRIGGER bank_event_from_pix_return AFTER INSERT ON pix_payment FOR EACH ROW WHEN ((new.returns_movement_id IS NOT NULL)) EXECUTE FUNCTION bank_event_from_pix_return();

create table pix_qr_read (
  end_to_end text not null,
  customer_id text not null,
  qr_code text not null,
  created_at timestamp with time zone not null,
  constraint pix_qr_read_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint pix_qr_read_pkey PRIMARY KEY (end_to_end)
);
CREATE INDEX pix_qr_read_created_idx ON pix_qr_read USING btree (created_at);

create table pix_schedule (
  id text not null,
  account_id text not null,
  customer_id text not null,
  chave text not null,
  beneficiary_name text not null,
  beneficiary_institution text not null,
  amount bigint not null,
  description text,
  recurrence integer not null,
  total integer not null,
  status text not null,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  constraint pix_schedule_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_schedule_amount_check CHECK ((amount > 0)),
  constraint pix_schedule_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint pix_schedule_pkey PRIMARY KEY (id),
  constraint pix_schedule_recurrence_check CHECK ((recurrence = ANY (ARRAY[0, 1]))),
  constraint pix_schedule_status_check CHECK ((status = ANY (ARRAY['ATIVO'::text, 'CANCELADO'::text, 'CONCLUIDO'::text]))),
  constraint pix_schedule_total_check CHECK (((total >= 1) AND (total <= 60)))
);
CREATE INDEX pix_schedule_account_idx ON pix_schedule USING btree (account_id);

create table pix_schedule_occurrence (
  schedule_id text not null,
  number integer not null,
  due_date text not null,
  status text not null,
  executed_at timestamp with time zone,
  movement_id text,
  end_to_end text,
  error_code integer,
  error_message text,
  constraint pix_schedule_occurrence_due_date_check CHECK ((due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint pix_schedule_occurrence_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint pix_schedule_occurrence_movement_id_key UNIQUE (movement_id),
  constraint pix_schedule_occurrence_number_check CHECK ((number >= 1)),
  constraint pix_schedule_occurrence_pkey PRIMARY KEY (schedule_id, number),
  constraint pix_schedule_occurrence_schedule_id_fkey FOREIGN KEY (schedule_id) REFERENCES pix_schedule(id),
  constraint pix_schedule_occurrence_status_check CHECK ((status = ANY (ARRAY['AGENDADA'::text, 'EFETIVADA'::text, 'FALHOU'::text, 'CANCELADA'::text])))
);
CREATE INDEX pix_schedule_occurrence_due_idx ON pix_schedule_occurrence USING btree (status, due_date);

create table pix_spent_hour (
  account_id text not null,
  hour_start timestamp with time zone not null,
  amount bigint not null,
  constraint pix_spent_hour_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint pix_spent_hour_amount_check CHECK ((amount >= 0)),
  constraint pix_spent_hour_pk PRIMARY KEY (account_id, hour_start)
);

create table pix_withdraw_point (
  chave text not null,
  nome text not null,
  agent_mode text not null,
  facilitator_ispb text not null,
  allows_withdrawal boolean not null,
  allows_change boolean not null,
  constraint pix_withdraw_point_agent_mode_check CHECK ((agent_mode = ANY (ARRAY['AGTEC'::text, 'AGTOT'::text, 'AGPSS'::text]))),
  constraint pix_withdraw_point_pkey PRIMARY KEY (chave)
);

create table ported_salary (
  id text not null,
  portability_id text not null,
  movement_id text not null,
  amount bigint not null,
  reference text not null,
  created_at timestamp with time zone not null,
  constraint ported_salary_amount_check CHECK ((amount > 0)),
  constraint ported_salary_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint ported_salary_movement_id_key UNIQUE (movement_id),
  constraint ported_salary_pkey PRIMARY KEY (id),
  constraint ported_salary_portability_id_fkey FOREIGN KEY (portability_id) REFERENCES salary_portability(id),
  constraint ported_salary_reference_key UNIQUE (portability_id, reference)
);

create table posting (
  id bigint not null,
  movement_id text not null,
  account_id text not null,
  amount bigint not null,
  counterparty_name text,
  description text,
  created_at timestamp with time zone not null default now(),
  constraint posting_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint posting_amount_check CHECK ((amount <> 0)),
  constraint posting_movement_balanced TRIGGER DEFERRABLE INITIALLY DEFERRED,
  constraint posting_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint posting_pkey PRIMARY KEY (id)
);
CREATE INDEX posting_account_time_idx ON posting USING btree (account_id, created_at DESC, id DESC);
CREATE INDEX posting_movement_idx ON posting USING btree (movement_id);
CREATE TRIGGER bank_event_from_posting AFTER INSERT ON posting FOR EACH ROW EXECUTE FUNCTION bank_event_from_posting();
CREATE TRIGGER notification_from_posting AFTER INSERT ON posting FOR EACH ROW EXECUTE FUNCTION notification_from_posting();
CREATE TRIGGER pix_spent_hour_add AFTER INSERT ON posting FOR EACH ROW WHEN ((new.amount < 0)) EXECUTE FUNCTION pix_spent_hour_add();
CREATE CONSTRAINT TRIGGER posting_movement_balanced AFTER INSERT ON posting DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION posting_movement_balanced();

create table product_metric (
  id text not null,
  customer_id text not null,
  category text not null,
  event_type text not null,
  client_time timestamp with time zone not null,
  timezone_offset integer not null,
  payload jsonb not null,
  received_at timestamp with time zone not null,
  constraint product_metric_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint product_metric_pkey PRIMARY KEY (id)
);
CREATE INDEX product_metric_event_time ON product_metric USING btree (event_type, received_at);

create table profile_change (
  id text not null,
  customer_id text not null,
  kind text not null,
  old_value jsonb,
  new_value jsonb not null,
  code_id text not null,
  code_ok_at timestamp with time zone,
  face_tries integer not null default 0,
  face_request_id text,
  face_ok_at timestamp with time zone,
  applied_at timestamp with time zone,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint profile_change_code_id_fkey FOREIGN KEY (code_id) REFERENCES credential_code(id),
  constraint profile_change_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint profile_change_face_tries_check CHECK ((face_tries >= 0)),
  constraint profile_change_kind_check CHECK ((kind = ANY (ARRAY['email'::text, 'phone'::text, 'address'::text]))),
  constraint profile_change_pkey PRIMARY KEY (id)
);
CREATE INDEX profile_change_customer ON profile_change USING btree (customer_id, created_at);

create table qr_payment_charge (
  id text not null,
  merchant_id text not null,
  order_ref text not null,
  amount bigint not null,
  description text,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  status text not null,
  movement_id text,
  paid_account_id text,
  paid_at timestamp with time zone,
  constraint qr_payment_charge_amount_check CHECK ((amount > 0)),
  constraint qr_payment_charge_id_check CHECK ((id ~ '^[A-Z0-9]{20}$'::text)),
  constraint qr_payment_charge_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint qr_payment_charge_movement_id_key UNIQUE (movement_id),
  constraint qr_payment_charge_order UNIQUE (merchant_id, order_ref),
  constraint qr_payment_charge_paid CHECK (((status = 'PAGO'::text) = ((movement_id IS NOT NULL) AND (paid_account_id IS NOT NULL) AND (paid_at IS NOT NULL)))),
  constraint qr_payment_charge_paid_account_id_fkey FOREIGN KEY (paid_account_id) REFERENCES account(id),
  constraint qr_payment_charge_pkey PRIMARY KEY (id),
  constraint qr_payment_charge_status_check CHECK ((status = ANY (ARRAY['ABERTO'::text, 'PAGO'::text])))
);
CREATE INDEX qr_payment_charge_account_idx ON qr_payment_charge USING btree (paid_account_id);

create table rate_bucket (
  scope text not null,
  subject text not null,
  tokens_milli integer not null,
  updated_at timestamp with time zone not null,
  constraint rate_bucket_pkey PRIMARY KEY (scope, subject),
  constraint rate_bucket_tokens_milli_check CHECK ((tokens_milli >= 0))
);

create table receipt (
  id text not null,
  movement_id text not null,
  authentication text not null,
  operation text not null,
  reason text not null,
  amount bigint not null,
  fee bigint not null default 0,
  payer jsonb not null,
  destination jsonb not null,
  description text,
  created_at timestamp with time zone not null default now(),
  constraint receipt_amount_check CHECK ((amount > 0)),
  constraint receipt_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint receipt_movement_id_key UNIQUE (movement_id),
  constraint receipt_pkey PRIMARY KEY (id)
);

create table reward_coupon (
  id text not null,
  participation_id text not null,
  customer_id text not null,
  code text not null,
  value bigint not null,
  min_amount bigint not null,
  status text not null,
  created_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  revealed_at timestamp with time zone,
  redeemed_at timestamp with time zone,
  used_at timestamp with time zone,
  used_source_id text,
  movement_id text,
  constraint reward_coupon_code_key UNIQUE (code),
  constraint reward_coupon_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint reward_coupon_participation_id_fkey FOREIGN KEY (participation_id) REFERENCES reward_participation(id),
  constraint reward_coupon_pkey PRIMARY KEY (id),
  constraint reward_coupon_status_check CHECK ((status = ANY (ARRAY['NOVO'::text, 'REVELADO'::text, 'ATIVADO'::text, 'USADO'::text, 'CANCELADO'::text]))),
  constraint reward_coupon_value_check CHECK ((value > 0))
);

create table reward_draw (
  id text not null,
  nome text not null,
  certificado text not null,
  premio text not null,
  extraction_date text not null,
  held_at timestamp with time zone,
  prizes text,
  drawn_number integer,
  winning_number integer,
  winner_customer_id text,
  nome_en text not null,
  premio_en text not null,
  constraint reward_draw_pkey PRIMARY KEY (id)
);

create table reward_grant (
  id text not null,
  participation_id text not null,
  customer_id text not null,
  kind text not null,
  amount bigint not null,
  movement_id text,
  created_at timestamp with time zone not null,
  constraint reward_grant_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint reward_grant_participation_id_fkey FOREIGN KEY (participation_id) REFERENCES reward_participation(id),
  constraint reward_grant_pkey PRIMARY KEY (id)
);
CREATE INDEX reward_grant_customer ON reward_grant USING btree (customer_id, created_at);

create table reward_lucky_number (
  draw_id text not null,
  number integer not null,
  customer_id text not null,
  participation_id text not null,
  source_id text not null,
  assigned_at timestamp with time zone not null,
  cancelled_at timestamp with time zone,
  constraint reward_lucky_number_draw_id_fkey FOREIGN KEY (draw_id) REFERENCES reward_draw(id),
  constraint reward_lucky_number_participation_id_fkey FOREIGN KEY (participation_id) REFERENCES reward_participation(id),
  constraint reward_lucky_number_pk PRIMARY KEY (draw_id, number)
);

create table reward_participation (
  id text not null,
  program_id text not null,
  customer_id text not null,
  account_id text not null,
  joined_at timestamp with time zone not null,
  last_event_id bigint not null,
  completed_at timestamp with time zone,
  grants integer not null default 0,
  constraint reward_participation_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint reward_participation_once UNIQUE (program_id, customer_id),
  constraint reward_participation_pkey PRIMARY KEY (id),
  constraint reward_participation_program_id_fkey FOREIGN KEY (program_id) REFERENCES reward_program(id)
);

create table reward_program (
  id text not null,
  position integer not null,
  nome text not null,
  descricao text not null,
  starts_at timestamp with time zone not null,
  ends_at timestamp with time zone not null,
  cashback bigint not null default 0,
  coupon_value bigint not null default 0,
  coupon_min bigint not null default 0,
  draw_id text,
  nome_en text not null,
  descricao_en text not null,
  constraint reward_program_cashback_check CHECK ((cashback >= 0)),
  constraint reward_program_coupon_value_check CHECK ((coupon_value >= 0)),
  constraint reward_program_draw_id_fkey FOREIGN KEY (draw_id) REFERENCES reward_draw(id),
  constraint reward_program_pkey PRIMARY KEY (id)
);

create table reward_task (
  id text not null,
  program_id text not null,
  position integer not null,
  titulo text not null,
  kinds text not null,
  direction text not null,
  min_amount bigint not null default 0,
  target integer not null,
  lucky_numbers_each integer not null default 0,
  titulo_en text not null,
  constraint reward_task_direction_check CHECK ((direction = ANY (ARRAY['debito'::text, 'credito'::text, 'qualquer'::text]))),
  constraint reward_task_pkey PRIMARY KEY (id),
  constraint reward_task_program_id_fkey FOREIGN KEY (program_id) REFERENCES reward_program(id),
  constraint reward_task_target_check CHECK ((target > 0))
);

create table reward_task_event (
  participation_id text not null,
  task_id text not null,
  event_id bigint not null,
  source_id text not null,
  counted_at timestamp with time zone not null,
  reversed_at timestamp with time zone,
  constraint reward_task_event_event_id_fkey FOREIGN KEY (event_id) REFERENCES bank_event(id),
  constraint reward_task_event_participation_id_fkey FOREIGN KEY (participation_id) REFERENCES reward_participation(id),
  constraint reward_task_event_pk PRIMARY KEY (participation_id, event_id),
  constraint reward_task_event_task_id_fkey FOREIGN KEY (task_id) REFERENCES reward_task(id)
);

create table salary_portability (
  id text not null,
  customer_id text not null,
  account_id text not null,
  protocol text not null,
  employer_cnpj text not null,
  employer_name text not null,
  origin_bank_code text not null,
  origin_bank_name text not null,
  status text not null,
  registry_status text not null,
  cancel_reason integer,
  cancel_complement text,
  deadline text not null,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  cancelled_at timestamp with time zone,
  constraint salary_portability_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint salary_portability_cancel_reason_check CHECK (((cancel_reason >= 1) AND (cancel_reason <= 7))),
  constraint salary_portability_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint salary_portability_employer_cnpj_check CHECK ((employer_cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'::text)),
  constraint salary_portability_origin_bank_code_check CHECK ((origin_bank_code ~ '^[0-9]{3}$'::text)),
  constraint salary_portability_pkey PRIMARY KEY (id),
  constraint salary_portability_protocol_key UNIQUE (protocol),
  constraint salary_portability_status_check CHECK ((status = ANY (ARRAY['Em_Aberto'::text, 'Aprovada'::text, 'Retida'::text, 'Cancelada'::text, 'Efetivada'::text])))
);
CREATE INDEX salary_portability_customer_idx ON salary_portability USING btree (customer_id, created_at);

create table sandbox_clock (
  id text not null,
  offset_ms bigint not null,
  version bigint not null,
  constraint sandbox_clock_id_check CHECK ((id = 'offset'::text)),
  constraint sandbox_clock_pkey PRIMARY KEY (id)
);

create table sandbox_lottery_result (
  extraction_date text not null,
  prizes text not null,
  constraint sandbox_lottery_result_pkey PRIMARY KEY (extraction_date)
);

create table sandbox_seed (
  id text not null,
  version integer not null,
  seeded_at timestamp with time zone not null default now(),
  constraint sandbox_seed_pkey PRIMARY KEY (id)
);

create table session (
  id text not null,
  customer_id text not null,
  token_hash text not null,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  revoked_at timestamp with time zone,
  device_id text,
  constraint session_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint session_device_id_fkey FOREIGN KEY (device_id) REFERENCES device(id),
  constraint session_pkey PRIMARY KEY (id),
  constraint session_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX session_by_device ON session USING btree (device_id);
CREATE INDEX session_customer_idx ON session USING btree (customer_id);

create table shell_session_token (
  token_hash text not null,
  variant text not null,
  holder_hash text not null,
  issued_at timestamp with time zone not null,
  expires_at timestamp with time zone not null,
  constraint shell_session_token_check CHECK ((expires_at > issued_at)),
  constraint shell_session_token_holder_hash_check CHECK ((holder_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint shell_session_token_pkey PRIMARY KEY (token_hash),
  constraint shell_session_token_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint shell_session_token_variant_check CHECK ((variant = ANY (ARRAY['maker'::text, 'nm'::text, 'browser'::text])))
);
CREATE INDEX shell_session_token_expiry ON shell_session_token USING btree (expires_at);

create table stored_file (
  id text not null,
  owner_id text not null,
  scope text not null,
  content_type text not null,
  size integer not null,
  sha256 text not null,
  bytes bytea not null,
  upload_nonce text not null,
  created_at timestamp with time zone not null,
  constraint stored_file_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES customer(id),
  constraint stored_file_pkey PRIMARY KEY (id),
  constraint stored_file_upload_nonce_key UNIQUE (upload_nonce)
);

create table support_ticket (
  id text not null,
  customer_id text not null,
  subject text not null,
  status text not null,
  origin_route text,
  origin_code integer,
  rating integer,
  rating_comment text,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  closed_at timestamp with time zone,
  rated_at timestamp with time zone,
  constraint support_ticket_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint support_ticket_pkey PRIMARY KEY (id),
  constraint support_ticket_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
  constraint support_ticket_status_check CHECK ((status = ANY (ARRAY['ABERTO'::text, 'RESPONDIDO'::text, 'FECHADO'::text])))
);
CREATE INDEX support_ticket_customer ON support_ticket USING btree (customer_id, updated_at);

create table support_ticket_comment (
  id text not null,
  ticket_id text not null,
  seq integer not null,
  author text not null,
  body text not null,
  file_id text,
  created_at timestamp with time zone not null,
  constraint support_ticket_comment_author_check CHECK ((author = ANY (ARRAY['CLIENTE'::text, 'BANCO'::text]))),
  constraint support_ticket_comment_file_id_fkey FOREIGN KEY (file_id) REFERENCES stored_file(id),
  constraint support_ticket_comment_file_id_key UNIQUE (file_id),
  constraint support_ticket_comment_pkey PRIMARY KEY (id),
  constraint support_ticket_comment_seq UNIQUE (ticket_id, seq),
  constraint support_ticket_comment_ticket_id_fkey FOREIGN KEY (ticket_id) REFERENCES support_ticket(id)
);

create table ted_schedule (
  id text not null,
  account_id text not null,
  customer_id text not null,
  bank_ispb text not null,
  agencia text not null,
  conta text not null,
  account_type integer not null,
  holder_name text not null,
  holder_tax_id text not null,
  amount bigint not null,
  description text,
  pay_on text not null,
  status text not null,
  created_at timestamp with time zone not null,
  updated_at timestamp with time zone not null,
  executed_at timestamp with time zone,
  movement_id text,
  error_code integer,
  error_message text,
  series_id text not null,
  number integer not null default 1,
  total integer not null default 1,
  kind smallint not null default 2,
  constraint ted_schedule_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint ted_schedule_account_type_check CHECK (((account_type >= 1) AND (account_type <= 4))),
  constraint ted_schedule_agencia_check CHECK ((agencia ~ '^[0-9]{4}$'::text)),
  constraint ted_schedule_amount_check CHECK ((amount > 0)),
  constraint ted_schedule_bank_ispb_check CHECK ((bank_ispb ~ '^[0-9]{8}$'::text)),
  constraint ted_schedule_conta_check CHECK ((conta ~ '^[0-9]{1,13}$'::text)),
  constraint ted_schedule_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id),
  constraint ted_schedule_holder_tax_id_check CHECK ((holder_tax_id ~ '^[0-9A-Z]{11,14}$'::text)),
  constraint ted_schedule_kind_check CHECK ((kind = ANY (ARRAY[1, 2]))),
  constraint ted_schedule_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint ted_schedule_movement_id_key UNIQUE (movement_id),
  constraint ted_schedule_number_check CHECK ((number >= 1)),
  constraint ted_schedule_pay_on_check CHECK ((pay_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint ted_schedule_pkey PRIMARY KEY (id),
  constraint ted_schedule_status_check CHECK ((status = ANY (ARRAY['AGENDADA'::text, 'EFETIVADA'::text, 'FALHOU'::text, 'CANCELADA'::text]))),
  constraint ted_schedule_total_check CHECK (((total >= 1) AND (total <= 60)))
);
CREATE INDEX ted_schedule_account_idx ON ted_schedule USING btree (account_id);
CREATE INDEX ted_schedule_due_idx ON ted_schedule USING btree (status, pay_on);
CREATE UNIQUE INDEX ted_schedule_series_idx ON ted_schedule USING btree (series_id, number);

create table ted_transfer (
  movement_id text not null,
  account_id text not null,
  bank_code text not null,
  bank_ispb text not null,
  bank_name text not null,
  agencia text not null,
  conta text not null,
  account_type integer not null,
  holder_name text not null,
  holder_tax_id text not null,
  amount bigint not null,
  status text not null,
  return_movement_id text,
  return_reason text,
  schedule_id text,
  created_at timestamp with time zone not null,
  constraint ted_transfer_account_id_fkey FOREIGN KEY (account_id) REFERENCES account(id),
  constraint ted_transfer_account_type_check CHECK (((account_type >= 1) AND (account_type <= 4))),
  constraint ted_transfer_agencia_check CHECK ((agencia ~ '^[0-9]{4}$'::text)),
  constraint ted_transfer_amount_check CHECK ((amount > 0)),
  constraint ted_transfer_bank_code_check CHECK ((bank_code ~ '^[0-9]{3}$'::text)),
  constraint ted_transfer_bank_ispb_check CHECK ((bank_ispb ~ '^[0-9]{8}$'::text)),
  constraint ted_transfer_conta_check CHECK ((conta ~ '^[0-9]{1,13}$'::text)),
  constraint ted_transfer_holder_tax_id_check CHECK ((holder_tax_id ~ '^[0-9A-Z]{11,14}$'::text)),
  constraint ted_transfer_movement_id_fkey FOREIGN KEY (movement_id) REFERENCES movement(id),
  constraint ted_transfer_pkey PRIMARY KEY (movement_id),
  constraint ted_transfer_return_movement_id_fkey FOREIGN KEY (return_movement_id) REFERENCES movement(id),
  constraint ted_transfer_return_movement_id_key UNIQUE (return_movement_id),
  constraint ted_transfer_status_check CHECK ((status = ANY (ARRAY['ENVIADA'::text, 'DEVOLVIDA'::text])))
);
CREATE INDEX ted_transfer_account_idx ON ted_transfer USING btree (account_id);

-- functions (bodies in their migrations)
function bank_event_from_card_reversal() returns trigger;
function bank_event_from_pix_key() returns trigger;
function bank_event_from_pix_return() returns trigger;
function bank_event_from_posting() returns trigger;
function bank_event_from_recharge_refund() returns trigger;
function base64url_bytes(p_text text) returns bytea;
function ledger_write_movement(p_id text, p_kind text, p_type_id integer, p_description text, p_customer_id text, p_idempotency_key text, p_at timestamp with time zone, p_legs json) returns void;
function notification_from_posting() returns trigger;
function pix_send_to_key_at_once(p jsonb, p_customer_id text, p_guard_passed boolean) returns jsonb;
function pix_send_to_key_at_once_or_refused(p jsonb, p_customer_id text, p_guard_passed boolean) returns jsonb;
function pix_spent_hour_add() returns trigger;
function posting_movement_balanced() returns trigger;
function transfer_at_once(p jsonb, p_customer_id text, p_guard_passed boolean) returns jsonb;
function transfer_at_once_or_refused(p jsonb, p_customer_id text, p_guard_passed boolean) returns jsonb;
