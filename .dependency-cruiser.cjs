/**
 * The layer rules of DESIGN.md, checked on every `npm test`.
 * test/architecture proves them on fixture trees that break each rule.
 */
// The source root: src/ itself, or the src/ of a fixture tree under test/ (captured as $1).
const SRC = '^(|test/architecture/fixtures/[^/]+/)src/';
const VENDOR_SDKS = 'node_modules/(firebase|@firebase|@stripe)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain holds pure rules: it imports nothing outside src/domain, no package either.',
      severity: 'error',
      from: { path: `${SRC}domain/` },
      to: { pathNot: '$1src/domain/' },
    },
    {
      name: 'application-imports-only-domain',
      comment: 'Use cases and ports depend on the domain only; adapters come in through the ports.',
      severity: 'error',
      from: { path: `${SRC}application/` },
      to: { pathNot: '$1src/(domain|application)/' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'The UI reaches adapters and the demo only through the container.',
      severity: 'error',
      from: { path: `${SRC}ui/` },
      to: { path: '$1src/(adapters|demo)/' },
    },
    {
      name: 'only-the-container-imports-adapters',
      comment:
        'src/container.ts is the composition root, and src/boot/deferred-services.ts its lazy door in the ' +
        'browser; nothing else outside src/adapters imports them but the demo, which builds on their ' +
        'helpers (as-async and the like).',
      severity: 'error',
      from: {
        path: SRC,
        pathNot: `${SRC}(adapters/|demo/|container\\.ts$|boot/deferred-services\\.ts$)`,
      },
      to: { path: '$1src/adapters/' },
    },
    {
      name: 'only-the-container-imports-the-demo',
      comment:
        'src/demo (the demo world, its in-memory adapters, the demo tools and card form) is an ' +
        'adapter set of its own that only the composition root knows: src/adapters holds real ' +
        'vendors only and never reaches into it.',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}(demo/|container\\.ts$)` },
      to: { path: '$1src/demo/' },
    },
    {
      name: 'adapters-and-the-demo-import-only-the-kit',
      comment:
        'Adapters and the demo draw their views with the primitives of src/ui/kit (Dialog, Field, ' +
        'Button, the theme, …); the rest of the UI (its store, its pages) is not theirs to import.',
      severity: 'error',
      from: { path: `${SRC}(adapters|demo)/` },
      to: { path: '$1src/ui/', pathNot: '$1src/ui/kit/' },
    },
    {
      name: 'the-kit-stands-alone',
      comment:
        'src/ui/kit is what the UI shares with adapters and the demo: it imports nothing from the ' +
        'rest of src/ui (no store, no pages), so whoever imports the kit gets the kit alone.',
      severity: 'error',
      from: { path: `${SRC}ui/kit/` },
      to: { path: '$1src/ui/', pathNot: '$1src/ui/kit/' },
    },
    {
      name: 'only-the-entries-import-boot',
      comment:
        "src/boot holds the page's start-up (the loader after paint, the lazy services, the Intl " +
        'worker, the settings webpack wrote): it builds on every layer, so only the entries ' +
        '(src/main.tsx, src/prerender.tsx) and boot itself import it; no layer leans on how it starts.',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}(boot/|main\\.tsx$|prerender\\.tsx$)` },
      to: { path: '$1src/boot/' },
    },
    {
      name: 'boot-reaches-the-demo-through-the-container',
      comment:
        'Start-up asks the composition root for its services; the demo, like every adapter set, is ' +
        "the container's to choose, so a real build never carries it.",
      severity: 'error',
      from: { path: `${SRC}boot/` },
      to: { path: '$1src/demo/' },
    },
    {
      name: 'vendor-sdks-only-in-adapters',
      comment: 'Firebase and Stripe live under src/adapters and nowhere else, the demo neither.',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}adapters/` },
      to: { path: VENDOR_SDKS },
    },
    {
      name: 'features-meet-at-their-index',
      comment:
        'A feature folder (src/ui/features/<feature>/) shows other features only its index.ts: ' +
        'what it exports there is its public face, the rest of its files its own.',
      severity: 'error',
      from: { path: `${SRC}ui/features/([^/]+)/` },
      to: {
        path: '$1src/ui/features/',
        pathNot: ['$1src/ui/features/$2/', '$1src/ui/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'slices-import-no-slice',
      comment:
        'A slice owns its state and its actions; what ends for all slices at once is sessionEnded ' +
        '(src/ui/shared/store/session-actions.ts), never another slice.',
      severity: 'error',
      from: { path: `${SRC}ui/.+-slice\\.ts$` },
      to: { path: '$1src/ui/.+-slice\\.ts$' },
    },
    {
      name: 'thunks-import-no-slice',
      comment:
        'Thunks run use cases and answer their results; the slices react to them. Listeners that ' +
        "dispatch slices' actions (member-arrival.ts and the like) are not thunk files.",
      severity: 'error',
      from: { path: `${SRC}ui/.+-thunks\\.ts$` },
      to: {
        path: '$1src/ui/.+-slice\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'src-never-imports-the-build',
      comment:
        'build/ is Node code (webpack, the settings checks): the browser reads the settings only as ' +
        'the process.env.NAME literals that webpack writes (build/settings-table.ts).',
      severity: 'error',
      from: { path: SRC },
      to: { path: '^build/' },
    },
    {
      name: 'no-circular',
      comment: 'Type-only cycles (the store types its thunks) vanish at run time and are allowed.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: SRC },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|json)$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
