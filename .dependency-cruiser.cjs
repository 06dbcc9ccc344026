// Import boundaries (npm run lint): the domain depends on nothing but zod; backend features meet
// only through a declared port (a `*.port.ts` file of the feature); shared code knows no feature;
// frontend screens do not import one another.
const BACKEND_FEATURES = '(members|reports|cash-days|audit|auth|staff|settings|health|admin)';

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
      comment: 'backend/src/shared is used by features, never the other way round.',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: `^backend/src/${BACKEND_FEATURES}/` },
    },
    {
      name: 'features-meet-through-ports',
      comment: "A backend feature imports another only through that feature's declared port (*.port.ts).",
      severity: 'error',
      // A spec may reach into another feature to check a query plan or build its fixtures.
      from: { path: `^backend/src/${BACKEND_FEATURES}/`, pathNot: '\\.spec\\.ts$' },
      to: {
        path: `^backend/src/${BACKEND_FEATURES}/`,
        pathNot: ['^backend/src/$1/', '\\.port\\.ts$'],
      },
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
      comment: 'No module imports itself through others at run time (type-only imports vanish when compiled).',
      severity: 'error',
      from: { path: '^(libs|backend|frontend)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
