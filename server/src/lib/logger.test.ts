import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createLogger } from './logger';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A logger writing into a string, as pino would write to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), output: () => lines.join('') };
}

const ADDRESS = '12 MG Road, near City Park, Pune 411001';

describe('error logs', () => {
  it('when a query fails, then the log names its code and first words, never its parameters', async () => {
    const failure = await database.db
      .execute(sql`select ${ADDRESS}::int as pincode from orders where order_code = ${'T-1'}`)
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(failure).toBeInstanceOf(Error);
    // Drizzle's error quotes the parameters in its message and keeps them in `params`.
    expect(String((failure as Error).message)).toContain(ADDRESS);

    const { logger, output } = capturedLogger();
    logger.error({ err: failure, method: 'POST', url: '/api/x' }, 'unhandled error');

    const line = output();
    expect(line).not.toContain('MG Road');
    expect(line).not.toContain('411001');
    expect(line).not.toContain('T-1');
    const logged = JSON.parse(line) as { err: Record<string, unknown> & { cause?: unknown } };
    expect(logged.err.query).toMatch(/^select \$1::int as pincode from orders/);
    expect(logged.err.cause).toMatchObject({ code: '22P02' });
  });

  it('when any error carries params or parameters, then they are left out and the rest is kept', () => {
    const { logger, output } = capturedLogger();
    const err = Object.assign(new Error('sweep failed'), {
      params: ['9876543210', ADDRESS],
      parameters: [ADDRESS],
      status: 500,
      cause: Object.assign(new Error('inner'), { params: [ADDRESS] }),
    });
    logger.error({ err }, 'releasing expired checkouts failed');

    const line = output();
    expect(line).not.toContain('MG Road');
    expect(line).not.toContain('9876543210');
    const logged = JSON.parse(line) as { err: Record<string, unknown> };
    expect(logged.err).toMatchObject({ message: 'sweep failed', status: 500, type: 'Error' });
    expect(logged.err.cause).toMatchObject({ message: 'inner' });
  });
});
