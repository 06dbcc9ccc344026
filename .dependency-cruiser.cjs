// Import boundaries (npm run lint): the domain depends on nothing but zod; backend features meet
// only through a declared port (the `*.port.ts` at the top of a feature's folder), and no two
// feature folders need each other; shared code knows no feature and no composition root; frontend
// screens do not import one another; no module imports itself through others, type-only imports
// included.
const BACKEND_FEATURES = '(members|money|reports|audit|auth|staff|settings|health|admin|privacy)';
const FEATURE = `^backend/src/${BACKEND_FEATURES}/`;
/** A feature's declared port: a `*.port.ts` at the top of its folder (never deeper). */
const PORT = `^backend/src/${BACKEND_FEATURES}/[^/]+\\.port\\.ts$`;
/** A feature's Nest module (`members.module.ts`): how its providers and routes are wired. */
const MODULE = `^backend/src/${BACKEND_FEATURES}/[^/]+\\.module\\.ts$`;
/** The app's top-level files (main.ts, app.ts, app.module.ts, projections.ts…) and the terminal tools. */
const COMPOSITION_ROOTS = '^backend/src/(cli/|[^/]+\\.ts$)';
const SPEC = '\\.spec\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'libs/domain imports only its validation library (zod), the numbering plans of libphonenumber-js (R37) and itself.',
      severity: 'error',
      from: { path: '^libs/domain/src' },
      to: {
        pathNot: [
          '^libs/domain/src',
          '^node_modules/zod/',
          '^node_modules/libphonenumber-js/',
          '^node_modules/@types/',
        ],
      },
    },
    {
      name: 'shared-knows-no-feature',
      comment:
        'backend/src/shared is used by the features and the composition roots, never the other way round: it ' +
        'imports itself, the configuration (config.ts) and type declarations only. What it must run (the app ' +
        'module, the projections) is handed in: app.ts gives fastify-app.ts the module.',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: {
        path: '^backend/src/',
        pathNot: ['^backend/src/shared/', '^backend/src/config\\.ts$', '^backend/src/types/'],
      },
    },
    {
      name: 'features-meet-through-ports',
      comment:
        "A backend feature imports another only through that feature's declared port (a *.port.ts at the top " +
        'of its folder). A spec may reach into another feature to check a query plan or build its fixtures.',
      severity: 'error',
      from: { path: FEATURE, pathNot: [SPEC, MODULE] },
      to: { path: FEATURE, pathNot: ['^backend/src/$1/', PORT] },
    },
    {
      name: 'feature-modules-meet-through-modules',
      comment:
        "A feature's Nest module imports another feature's module (Nest's imports are how providers cross " +
        'features) or its port, nothing deeper. Ports leave the modules out, so a terminal tool loads a ' +
        'port without the controllers.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: FEATURE, pathNot: ['^backend/src/$1/', PORT, MODULE] },
    },
    {
      name: 'composition-roots-through-ports',
      comment:
        'The composition roots (the top-level main.ts, app.ts, app.module.ts, projections.ts, ' +
        "projections-worker.ts, and the terminal tools in cli/) wire the features together, through a feature's " +
        'port, its Nest module or its projections (projections.ts lists each one in the order health and ' +
        "the CLI show them), never a feature's inner files. Their specs may reach further.",
      severity: 'error',
      from: { path: COMPOSITION_ROOTS, pathNot: SPEC },
      to: {
        path: FEATURE,
        pathNot: [PORT, MODULE, `^backend/src/${BACKEND_FEATURES}/.+\\.projections?\\.ts$`],
      },
    },
    {
      name: 'features-know-no-composition-root',
      comment:
        'A feature is wired by the composition roots and never imports one (the app module, the projection ' +
        'list, main.ts, the terminal tools); the configuration (config.ts) is shared by all.',
      severity: 'error',
      from: { path: FEATURE, pathNot: SPEC },
      to: { path: COMPOSITION_ROOTS, pathNot: '^backend/src/config\\.ts$' },
    },
    {
      name: 'no-loop-between-features',
      comment:
        'No two backend feature folders need each other, through their ports or otherwise (specs included): ' +
        'one of the two directions is inverted instead. E.g. the money feature reads members, so members ' +
        'declares what its commands need of money (MEMBER_LINKED_STREAMS, PAYMENT_HOLDERS) and money ' +
        'provides it; app.module.ts hands the money module to MembersModule.withMoney.',
      severity: 'error',
      scope: 'folder',
      from: { path: `^backend/src/${BACKEND_FEATURES}$` },
      to: { path: `^backend/src/${BACKEND_FEATURES}(/|$)`, pathNot: '^backend/src/$1(/|$)', circular: true },
    },
    {
      name: 'frontend-features-apart',
      comment: 'A frontend screen does not import another screen; shared pieces live in components/, lib/, stores/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'No module imports itself through others, type-only imports included: a type two files share lives ' +
        'in a file of its own.',
      severity: 'error',
      from: { path: '^(libs|backend|frontend)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
