import { type Kysely, sql } from 'kysely';

// Frozen in time: the rewards' texts a customer reads (a programme's name and description, a task's
// title, a draw's name and prize) in English beside the Portuguese, as the feed's cards are (0051); the
// rewards calls answer the language the app asks for. A row written later must carry both. Days and
// amounts read the same in both languages (decision 0014): only the words are translated.

const programs: Array<[string, string, string]> = [
  [
    'primeiros-passos',
    'First steps',
    'Pay a boleto and send a Pix: R$ 10,00 cashback and a phone recharge coupon.',
  ],
  [
    'carteira-premiada',
    'Prize Wallet',
    'Each recharge of R$ 15,00 or more earns a lucky number in the Loteria Federal draw of 19/12/2026.',
  ],
  [
    'cliente-completo',
    'Complete customer',
    'Register a Pix key, buy with your debit card and receive a deposit: R$ 15,00 cashback.',
  ],
];
const tasks: Array<[string, string]> = [
  ['pp-boleto', 'Pay a boleto'],
  ['pp-pix', 'Send a Pix'],
  ['cp-recarga', 'Recharge R$ 15,00 or more'],
  ['cc-chave', 'Register a Pix key'],
  ['cc-cartao', 'Buy with your debit card'],
  ['cc-deposito', 'Receive a deposit by Pix, TED or boleto'],
];
const draws: Array<[string, string, string]> = [
  ['carteira-premiada-2026', 'Prize Wallet', 'A smartphone worth R$ 3.000,00'],
];

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_program').addColumn('nome_en', 'text').execute();
  await db.schema.alterTable('reward_program').addColumn('descricao_en', 'text').execute();
  await db.schema.alterTable('reward_task').addColumn('titulo_en', 'text').execute();
  await db.schema.alterTable('reward_draw').addColumn('nome_en', 'text').execute();
  await db.schema.alterTable('reward_draw').addColumn('premio_en', 'text').execute();
  for (const [id, nome, descricao] of programs) {
    await db
      .updateTable('reward_program')
      .set({ nome_en: nome, descricao_en: descricao })
      .where('id', '=', id)
      .execute();
  }
  for (const [id, titulo] of tasks) {
    await db.updateTable('reward_task').set({ titulo_en: titulo }).where('id', '=', id).execute();
  }
  for (const [id, nome, premio] of draws) {
    await db
      .updateTable('reward_draw')
      .set({ nome_en: nome, premio_en: premio })
      .where('id', '=', id)
      .execute();
  }
  // a row this migration does not know keeps its Portuguese text until someone writes its English
  await sql`update reward_program set nome_en = coalesce(nome_en, nome), descricao_en = coalesce(descricao_en, descricao)`.execute(
    db,
  );
  await sql`update reward_task set titulo_en = coalesce(titulo_en, titulo)`.execute(db);
  await sql`update reward_draw set nome_en = coalesce(nome_en, nome), premio_en = coalesce(premio_en, premio)`.execute(
    db,
  );
  const required: Array<[string, string]> = [
    ['reward_program', 'nome_en'],
    ['reward_program', 'descricao_en'],
    ['reward_task', 'titulo_en'],
    ['reward_draw', 'nome_en'],
    ['reward_draw', 'premio_en'],
  ];
  for (const [table, column] of required) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
}
