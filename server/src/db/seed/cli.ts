/**
 * `npm run seed --workspace server [-- --products N]`: loads the demo shop into the configured
 * database when its catalogue is empty. With PGlite, stop the server first: one data directory
 * must never be open in two processes.
 */
import { ConfigError, parseEnv } from '../../config/env';
import { openConfiguredDatabase } from '../open';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from './demo-people';
import { isCatalogueEmpty, seedDemoData } from './seed-demo';

const write = (line: string) => process.stdout.write(`${line}\n`);

/** `--products N` or `--products=N`; undefined means the hand-written catalogue. */
function productsOption(args: readonly string[]): number | undefined {
  const at = args.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (at < 0) return undefined;
  const raw = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new ConfigError('--products needs a whole number');
  return count;
}

async function main(): Promise<void> {
  const products = productsOption(process.argv.slice(2));
  const env = parseEnv();
  const handle = await openConfiguredDatabase(env);
  try {
    if (!(await isCatalogueEmpty(handle.db))) {
      write('The database already has a catalogue: nothing seeded.');
      return;
    }
    const started = Date.now();
    const summary = await seedDemoData(handle.db, products ? { products } : {});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    write(`Demo shop seeded into ${handle.kind} in ${seconds} s:`);
    for (const [name, count] of Object.entries(summary)) write(`  ${name}: ${count}`);
    const [name, phone] = DEMO_CUSTOMERS[0]!;
    write(
      `Demo shoppers sign in with password ${DEMO_CUSTOMER_PASSWORD} (e.g. ${name}, ${phone}).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Seeding failed: ${message}\n`);
  process.exitCode = 1;
});
