/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest (CommonJS) must transpile.
const esmPackages = ['jose', 'oidc-provider', 'openid-client', 'oauth4webapi', 'nanoid', 'quick-lru', 'mpg123-decoder', '@wasm-audio-decoders', 'codec-parser', 'simple-yenc', '@breezystack/lamejs'].join('|');
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const config: Config = {
  // A project's own testTimeout is not read (Jest takes it from the top level only): the web tests' 20 s is set here.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test-setup/loopback-only.ts'],
      // lamejs (test fixtures' MP3 encoder) gives require() a script that exports nothing; its ES module does.
      moduleNameMapper: { '^@breezystack/lamejs$': '<rootDir>/node_modules/@breezystack/lamejs/dist/lamejs.js' },
      testMatch: ['<rootDir>/packages/{contracts,service-kit,object-store}/test/**/*.test.ts', '<rootDir>/packages/timer-engine/test/**/*.test.ts', '<rootDir>/services/*/test/unit/**/*.test.ts', '<rootDir>/deploy/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // (Typing through antd inputs with user-event takes seconds on a busy 2-core machine: testTimeout above.)
      setupFilesAfterEnv: ['<rootDir>/test-setup/web.ts'],
      testMatch: ['<rootDir>/{shell,mf-*}/test/**/*.test.{ts,tsx}', '<rootDir>/packages/{shell-sdk,ui}/test/**/*.test.{ts,tsx}'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/test-setup/style-stub.ts', '\\.(wav)$': '<rootDir>/test-setup/asset-stub.ts' },
    },
    {
      ...common,
      displayName: 'services',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test-setup/loopback-only.ts'],
      globalSetup: '<rootDir>/test-setup/database-setup.ts',
      globalTeardown: '<rootDir>/test-setup/database-teardown.ts',
      testMatch: ['<rootDir>/services/*/test/api/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    },
    {
      ...common,
      displayName: 'cluster',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/e2e/cluster/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/cluster/support/global-teardown.ts',
      testMatch: ['<rootDir>/e2e/cluster/**/*.cluster.ts'],
    },
    {
      ...common,
      displayName: 'chaos',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/chaos/**/*.chaos.ts'],
    },
  ],
};

export default config;
