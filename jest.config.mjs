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
  '@rjsf/antd',
];

/**
 * Folders whose tests run in plain Node: the server, the API suite, validation, the schema lint,
 * the build checks, the repository checks (tests/unit), the scripts and the developers' and
 * operators' tools (tools/). Everything else runs in jsdom. A test in a node folder that
 * needs a DOM says so with a `@jest-environment jsdom` docblock (and a DOM-free test elsewhere
 * with `node`).
 */
const NODE_DIRS = [
  'src/server',
  'src/validation',
  'src/schema-lint',
  'tests/api',
  'tests/security',
  'tests/fault',
  'tests/build',
  'tests/unit',
  'scripts',
  'tools',
];

/** What both projects share: where tests are, how TypeScript is compiled, stylesheets stubbed. */
const shared = {
  roots: ['<rootDir>/src', '<rootDir>/tools', '<rootDir>/tests', '<rootDir>/scripts'],
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
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/setup/style-stub.ts',
    // The Fenqi theme imports the antd theme's parts one by one (src/forms/theme); the package's
    // `require` export maps those paths to files its CommonJS build does not have.
    '^@rjsf/antd/lib/(.*)$': '<rootDir>/node_modules/@rjsf/antd/lib/$1',
    // A part of antd named by its path (src/forms/templates/FieldBox.tsx) must be the module the
    // package's own index uses, or its contexts are not the ones antd's components read: in jest,
    // `antd` is the CommonJS build (lib), the browser build's `es` is not.
    '^antd/es/(.*)$': '<rootDir>/node_modules/antd/lib/$1',
  },
  testTimeout: 30000,
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: NODE_DIRS.map((dir) => `<rootDir>/${dir}/**/*.test.{ts,tsx}`),
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...shared,
      displayName: 'dom',
      // jest-environment-jsdom, with a larger selector cache for jsdom (tests/setup/nwsapi-cache.ts).
      testEnvironment: '<rootDir>/tests/setup/jsdom-environment.ts',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/tests/e2e/',
        ...NODE_DIRS.map((dir) => `<rootDir>/${dir}/`),
      ],
      setupFiles: ['<rootDir>/tests/setup/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/testing-library.ts'],
    },
  ],
  // Both cores (more where there are more): the suite is mostly CPU-bound, and a worker per core
  // keeps one long file from holding the rest back. Jest's default leaves one core idle.
  maxWorkers: '100%',
  testTimeout: 30000,
};

export default config;
