/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Tests of one database's own faults: *.postgres.test.ts need the server (DATABASE_URL),
  // *.pglite.test.ts the embedded database; each pass runs only its own.
  testPathIgnorePatterns: [
    '/node_modules/',
    process.env.DATABASE_URL ? '\\.pglite\\.test\\.ts$' : '\\.postgres\\.test\\.ts$',
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
      { label: process.env.DATABASE_URL ? 'server(postgres)' : 'server(pglite)' },
    ],
  ],
};
