/** Backend tests: unit specs beside the code (src/**\/*.spec.ts) and integration suites in test/. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // @crm/shared from its source, so the tests need no build of it.
  moduleNameMapper: { '^@crm/shared$': '<rootDir>/../packages/shared/src/index.ts', '^@crm/shared/reports$': '<rootDir>/../packages/shared/src/reports/report-figures.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  maxWorkers: 2,
  testTimeout: 30000,
};
