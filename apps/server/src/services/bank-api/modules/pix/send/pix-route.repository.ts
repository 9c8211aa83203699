import { sql } from 'kysely';
import type { Executor } from '../../../bank-database.ts';
import { type AccountRow, accountColumns } from '../../account/account.repository.ts';
import type { KeyEntry } from '../pix.repository.ts';

/** An AccountRow's columns (account.repository's), each as [table, column]. */
const ACCOUNT_ROW = accountColumns.map((c) => c.split('.') as [string, string]);

/** The columns of an AccountRow, selected from `a` (account) and `c` (customer) under `prefix`. */
const prefixedColumns = (a: string, c: string, prefix: string) =>
  sql.raw(
    ACCOUNT_ROW.map(([table, col]) => `${table === 'account' ? a : c}.${col} as ${prefix}${col}`).join(', '),
  );

type Prefixed<P extends string> = { [K in keyof AccountRow as `${P}${K & string}`]: AccountRow[K] | null };

type RouteRow = Prefixed<'src_'> &
  Prefixed<'dst_'> & { dst_kind: string | null } & {
    [K in keyof KeyEntry]: KeyEntry[K] | null;
  };

function accountOf<P extends 'src_' | 'dst_'>(row: RouteRow, prefix: P): AccountRow | undefined {
  if (row[`${prefix}id`] === null) return undefined;
  const r = row as unknown as Record<string, unknown>;
  return Object.fromEntries(ACCOUNT_ROW.map(([, k]) => [k, r[`${prefix}${k}`]])) as unknown as AccountRow;
}

/**
 * What a Pix to a key needs to know before its checks, in one statement: the payer's account when it
 * is this customer's (findOwnedAccount), the key's directory entry (findKey) and, for a key of this
 * bank, the account that receives it when it is an open customer account (findCustomerAccount).
 */
export async function findPixRoute(db: Executor, customerId: string, accountId: string, chave: string) {
  const { rows } = await sql<RouteRow>`
    select ${prefixedColumns('src', 'src_c', 'src_')},
           k.chave, k.tipo, k.account_id, k.institution_ispb, k.created_at,
           coalesce(dst_c.nome, k.holder_name) as nome,
           coalesce(dst_c.cpf, k.holder_tax_id) as tax_id,
           coalesce(dst.agencia, k.holder_agencia, '') as agencia,
           coalesce(dst.numero, k.holder_conta, '') as conta,
           i.nome as institution_name,
           ${prefixedColumns('dst', 'dst_c', 'dst_')}, dst.kind as dst_kind
      from (select 1) as one
      left join account src on src.id = ${accountId} and src.customer_id = ${customerId} and src.kind = 'customer'
      left join customer src_c on src_c.id = src.customer_id
      left join pix_key k on k.chave = ${chave}
      left join account dst on dst.id = k.account_id
      left join customer dst_c on dst_c.id = dst.customer_id
      left join pix_institution i on i.ispb = k.institution_ispb`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the route query answers one row');
  const entry: KeyEntry | undefined =
    row.chave === null
      ? undefined
      : {
          chave: row.chave,
          tipo: row.tipo as KeyEntry['tipo'],
          account_id: row.account_id,
          institution_ispb: row.institution_ispb,
          created_at: row.created_at as KeyEntry['created_at'],
          nome: row.nome as string,
          tax_id: row.tax_id as string,
          agencia: row.agencia as string,
          conta: row.conta as string,
          institution_name: row.institution_name,
        };
  const held = accountOf(row, 'dst_');
  return {
    source: accountOf(row, 'src_'),
    entry,
    destination: held && row.dst_kind === 'customer' && held.status === 1 ? held : undefined,
  };
}
