import type { Centavos } from '@carteira/core/money';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * The bank's outbox of what happened to a customer's account (decision 0030): written by database
 * triggers in the movement's own transaction, once per (kind, source, account).
 */
export interface BankEventTable {
  id: Generated<number>;
  /** The movement kind (BOLETO_PAGO, PIX_INTERNO ...), PIX_CHAVE_REGISTRADA or PIX_DEVOLVIDO. */
  kind: string;
  /** The movement id, or the Pix key. */
  source_id: string;
  account_id: string;
  customer_id: string;
  /** Signed centavos on this account (0 for a key or a return notice). */
  amount: Centavos;
  /** A return names the movement it returns. */
  reverses_source_id: string | null;
  created_at: Timestamp;
}

export interface RewardDrawTable {
  id: string;
  nome: string;
  /** The texts in English beside the Portuguese (migration 0055). */
  nome_en: string;
  certificado: string;
  premio: string;
  premio_en: string;
  /** The Loteria Federal extraction the draw reads, YYYY-MM-DD. */
  extraction_date: string;
  held_at: NullableTimestamp;
  /** The five prizes, JSON. */
  prizes: string | null;
  drawn_number: number | null;
  winning_number: number | null;
  winner_customer_id: string | null;
}

export interface RewardProgramTable {
  id: string;
  position: number;
  nome: string;
  descricao: string;
  nome_en: string;
  descricao_en: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  cashback: Centavos;
  coupon_value: Centavos;
  coupon_min: Centavos;
  draw_id: string | null;
}

export type TaskDirection = 'debito' | 'credito' | 'qualquer';

export interface RewardTaskTable {
  id: string;
  program_id: string;
  position: number;
  titulo: string;
  titulo_en: string;
  /** Comma-separated event kinds that count. */
  kinds: string;
  direction: TaskDirection;
  min_amount: Centavos;
  target: number;
  /** Lucky numbers each counted event earns (a draw programme). */
  lucky_numbers_each: number;
}

export interface RewardParticipationTable {
  id: string;
  program_id: string;
  customer_id: string;
  account_id: string;
  joined_at: Timestamp;
  /** The last bank_event this participation has read: events up to it are never read again. */
  last_event_id: number;
  completed_at: NullableTimestamp;
  /** How many times its reward was granted (the cashback's idempotency key counts them). */
  grants: Generated<number>;
}

export interface RewardTaskEventTable {
  participation_id: string;
  task_id: string;
  event_id: number;
  source_id: string;
  counted_at: Timestamp;
  reversed_at: NullableTimestamp;
}

export type CouponStatus = 'NOVO' | 'REVELADO' | 'ATIVADO' | 'USADO' | 'CANCELADO';

export interface RewardCouponTable {
  id: string;
  participation_id: string;
  customer_id: string;
  code: string;
  value: Centavos;
  min_amount: Centavos;
  status: CouponStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  revealed_at: NullableTimestamp;
  redeemed_at: NullableTimestamp;
  used_at: NullableTimestamp;
  used_source_id: string | null;
  movement_id: string | null;
}

export interface RewardLuckyNumberTable {
  draw_id: string;
  number: number;
  customer_id: string;
  participation_id: string;
  source_id: string;
  assigned_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

export type GrantKind = 'CASHBACK' | 'ESTORNO_CASHBACK' | 'CUPOM' | 'DESCONTO_CUPOM' | 'NUMERO_DA_SORTE';

export interface RewardGrantTable {
  id: string;
  participation_id: string;
  customer_id: string;
  kind: GrantKind;
  /** Centavos for money, the lucky number for a number. */
  amount: number;
  movement_id: string | null;
  created_at: Timestamp;
}

export interface RewardsTables {
  bank_event: BankEventTable;
  reward_draw: RewardDrawTable;
  reward_program: RewardProgramTable;
  reward_task: RewardTaskTable;
  reward_participation: RewardParticipationTable;
  reward_task_event: RewardTaskEventTable;
  reward_coupon: RewardCouponTable;
  reward_lucky_number: RewardLuckyNumberTable;
  reward_grant: RewardGrantTable;
}
