// @ts-check
// JavaScript, not jest.config.ts: on Node 20 Jest can read a TypeScript config only through
// ts-node or esbuild-register, and neither is a dependency of this project.

const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'ts' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript' },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  // jsdom plus the Fetch API classes react-router needs (see the file).
  testEnvironment: '<rootDir>/test/jsdom-environment.mjs',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/test/setup-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  transform: {
    '^.+\\.(ts|tsx)$': swc('ts'),
    '^.+\\.(js|jsx|mjs|cjs)$': swc('js'),
  },
  // swiper ships ESM only (.mjs): let swc compile it instead of skipping node_modules.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    // import.meta.env exists only under Vite: this one module is swapped for a plain mock.
    '^@/lib/env$': '<rootDir>/test/env-mock.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
    '^@contracts/(.*)$': '<rootDir>/../server/src/contracts/$1',
    '^swiper/css(/.*)?$': '<rootDir>/test/style-stub.ts',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/style-stub.ts',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/test/style-stub.ts',
  },
  clearMocks: true,
  reporters: ['default', ['<rootDir>/../scripts/jest-summary-reporter.cjs', { label: 'client' }]],
};
