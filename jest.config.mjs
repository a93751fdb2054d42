/** ESM-only packages that jest must transform (see STACK-NOTES). */
const ESM_PACKAGES = [
  'light-my-request',
  'cookie',
  '@fastify/static',
  'content-disposition',
  '@x0k/json-schema-merge',
  '@ant-design',
  '@rc-component',
  'rc-[a-z-]+',
  'antd',
  '@babel/runtime',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/setup/style-stub.ts' },
  setupFiles: ['<rootDir>/tests/setup/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/testing-library.ts'],
  testTimeout: 30000,
};

export default config;
