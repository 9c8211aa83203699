import { fromReais } from '@carteira/core/money';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/database.ts';
import { migrateToLatest } from '../platform/database/migrate.ts';
import type { Database } from '../tables.ts';
import { receiveSandboxPix } from './pix-receive.ts';

// npm run sandbox:pix -w apps/server -- <key> <reais> [ispb]  (stop the server first when it uses the embedded database)
const [chave, reais, ispb] = process.argv.slice(2);
if (!chave || !reais) {
  process.stderr.write('usage: sandbox:pix <key in DICT form> <amount in reais> [sender ISPB]\n');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase<Database>({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  const done = await receiveSandboxPix(handle.db, {
    chave,
    valor: fromReais(Number(reais)),
    ...(ispb ? { ispb } : {}),
  });
  process.stdout.write(`Pix received: ${done.endToEnd}\n`);
} finally {
  await handle.close();
}
