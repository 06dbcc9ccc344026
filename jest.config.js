// One jest run for the whole repository: the domain, the backend, the bench's report and the frontend's components.
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcReact = [
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
// Contract suites against real servers run only when the server's URL is set (see docs/scale-out.md).
const serverSuites = [
  ...(process.env.EVENTSTORE_URL ? [] : ['\\.esdb\\.int\\.spec\\.ts$']),
  ...(process.env.MONGODB_URL ? [] : ['\\.mongodb\\.int\\.spec\\.ts$']),
];

const shared = {
  moduleNameMapper: {
    '^@gym/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Compiled to CommonJS for jest too: @nestjs, uuid, and the ES-module-only packages of Fastify's
  // cookie and static plugins, wherever npm nested them.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|mime|cookie|@fastify/cookie)/).*/node_modules/(?!(@nestjs|uuid)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', ...serverSuites],
};

module.exports = {
  testTimeout: 30000,
  // Jest's default (cores - 1) leaves one worker on a 2-core machine, idle half the time while the
  // API and process specs wait on fsync, timers and child processes: two halve the run there.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      ...shared,
      displayName: 'domain',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/libs/domain/src'],
      transform: { '^.+\\.(t|j)sx?$': swcNode },
    },
    {
      ...shared,
      displayName: 'backend',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/backend/src', '<rootDir>/backend/test'],
      transform: { '^.+\\.(t|j)sx?$': swcNode },
    },
    {
      ...shared,
      displayName: 'bench',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/bench/src'],
      transform: { '^.+\\.(t|j)sx?$': swcNode },
    },
    {
      ...shared,
      displayName: 'frontend',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css)$': '<rootDir>/frontend/src/testing/style-stub.cjs',
      },
      transform: { '^.+\\.(t|j)sx?$': swcReact },
    },
  ],
};
