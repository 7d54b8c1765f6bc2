/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const postgres = Boolean(process.env.DATABASE_URL);
const redis = Boolean(process.env.REDIS_URL);
// Tests of several instances need what they share: a PostgreSQL server (*.postgres.test.ts), and
// Redis as well (*.multi-instance.test.ts). Elsewhere they are left out, never skipped.
const needs = [
  ...(postgres ? [] : ['\\.postgres\\.test\\.ts$']),
  ...(postgres && redis ? [] : ['\\.multi-instance\\.test\\.ts$']),
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // *.pglite.test.ts test the embedded database's own faults: left out when DATABASE_URL is set.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...needs,
    ...(postgres ? ['\\.pglite\\.test\\.ts$'] : []),
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transform: {
    '^.+\\.ts$': swc,
    // PGlite's CommonJS build does `import("fs")`; compiling it avoids --experimental-vm-modules.
    '^.+\\.c?js$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  testTimeout: 30_000,
  // PGlite uses ~0.5 GB per database: two workers fit the 2-core machines comfortably.
  maxWorkers: 2,
  reporters: [
    'default',
    [
      '<rootDir>/../scripts/jest-summary-reporter.cjs',
      { label: postgres ? (redis ? 'server(pg+redis)' : 'server(postgres)') : 'server(pglite)' },
    ],
  ],
};
