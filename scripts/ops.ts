/**
 * `npm run ops -- <command> [arguments]`: operator commands (review, approve, reject, mark-paid…)
 * on the server's database — DATA_DIR (default ./data) or DATABASE_URL, as the server opens it.
 * Prints the usage without a command or for an unknown one; exits 1 with a message on bad input.
 */
import { join } from 'node:path';
import { findOpsCommand, opsUsage } from '../src/server/ops';
import { openOpsContext } from '../src/server/ops/ops-context';

async function run(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(opsUsage());
    return 0;
  }
  const command = name ? findOpsCommand(name) : undefined;
  if (!command) {
    if (name) console.error(`unknown command "${name}"\n`);
    console.error(opsUsage());
    return 1;
  }
  const { ctx, close } = await openOpsContext({
    dataDir: process.env.DATA_DIR ?? join(__dirname, '..', 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    publicUrl: process.env.PUBLIC_URL,
    fileUrlSecret: process.env.FILE_URL_SECRET || undefined,
    production: process.env.NODE_ENV === 'production',
  });
  try {
    for (const line of await command.run(ctx, args)) console.log(line);
    return 0;
  } catch (error) {
    console.error(`${command.name}: ${(error as Error).message}`);
    console.error(`usage: npm run ops -- ${command.name} ${command.usage}`);
    return 1;
  } finally {
    await close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
