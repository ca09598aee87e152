/**
 * The layers of docs/architecture.md ("Layers") and the rooms around them ("Rooms"), checked by `npm run lint` (and so by every `npm test`):
 *
 *   element -> app -> features/<screen> -> { content, runtime, ui, api, session, lib, styles, chat }
 *   content (the product's own content: the service cards) -> { ui, lib, styles }
 *   service-worker (the offline worker, a script of its own) -> session/offline-caches.ts
 *
 * and the rooms around it, one per deliverable, whose boundaries and their reasons are stated once, in
 * docs/architecture.md, "Rooms": each rule from `the-element-stands-alone` on is one of them.
 *
 * Arrows point one way. ui takes props (no runtime, api, content or features); lib and chat import nothing of
 * ours; api knows nothing of the session (the runtime hands it the tokens); no feature imports
 * another. Each third-party edge has one module (docs/architecture.md, "Layers").
 */
const ours = '^src/';
const layer = (name) => `^src/${name}/`;
/** Every room of the repo, by folder: the element, the deliverables around it, and the tests. */
const ROOMS = ['src', 'reference-api', 'embed-kit', 'build-steps', 'doctor', 'demo', 'test-kit', 'lab', 'tests'];
const room = (name) => `^${name}/`;
/** Any room but these (and the root's config files, which wire the rooms together). */
const roomsBut = (...names) => `^(${ROOMS.filter((name) => !names.includes(name)).join('|')})/|^(vite|vitest)\\.config\\.ts$`;
/** What src/ may give the rooms that read with it: its pure helpers, its API calls and schemas, its session rule. */
const readers = '^src/(lib|api|session)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Imports form no cycle.', from: {}, to: { circular: true } },
    {
      name: 'nothing-imports-up-to-element',
      severity: 'error',
      comment: 'Only the entry imports the element layer.',
      from: { path: ours, pathNot: '^src/(portal-cliente\\.ts|element/)' },
      to: { path: layer('element') },
    },
    {
      name: 'nothing-below-app-imports-app',
      severity: 'error',
      from: { path: ours, pathNot: '^src/(portal-cliente\\.ts|element/|app/)' },
      to: { path: layer('app') },
    },
    {
      name: 'only-app-imports-features',
      severity: 'error',
      comment: 'Screens are reached through the app (its routes and layouts).',
      from: { path: ours, pathNot: '^src/(app|features)/' },
      to: { path: layer('features') },
    },
    {
      name: 'no-feature-imports-another',
      severity: 'error',
      comment: 'A screen shared by two features goes to ui/ (with props) or runtime/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'ui-takes-props',
      severity: 'error',
      comment: 'Shared widgets know no runtime, API, session, content or screen: they take props.',
      from: { path: layer('ui') },
      to: { path: '^src/(runtime|api|session|features|chat|content)/' },
    },
    {
      name: 'only-features-import-content',
      severity: 'error',
      comment: "The product's content (cards, their pictures and links) is put on screen by the screens that show it.",
      from: { path: ours, pathNot: '^src/(features|content)/' },
      to: { path: layer('content') },
    },
    {
      name: 'content-is-content',
      severity: 'error',
      comment: 'Content fills widgets with data; it reads no runtime, API or session.',
      from: { path: layer('content') },
      to: { path: ours, pathNot: '^src/(content|ui|lib|styles|assets)/' },
    },
    {
      name: 'runtime-below-features',
      severity: 'error',
      from: { path: layer('runtime') },
      to: { path: '^src/(features|chat)/' },
    },
    {
      name: 'api-knows-no-session',
      severity: 'error',
      comment: 'The session may read the API schemas; the API gets its tokens from the runtime.',
      from: { path: layer('api') },
      to: { path: '^src/(session|runtime|ui|styles|chat)/' },
    },
    {
      name: 'session-below-runtime',
      severity: 'error',
      from: { path: layer('session') },
      to: { path: '^src/(runtime|ui|styles|chat)/' },
    },
    {
      name: 'lib-imports-nothing-of-ours',
      severity: 'error',
      comment: 'Pure helpers: unit-tested alone.',
      from: { path: layer('lib') },
      to: { path: ours, pathNot: layer('lib') },
    },
    {
      name: 'lib-groups-point-one-way',
      severity: 'error',
      comment:
        'lib/\'s groups (docs/architecture.md, "Layers"): dates/ and fields/ read alone; text/ may read fields/; charges/ may read them all.',
      from: { path: '^src/lib/(dates|fields)/' },
      to: { path: '^src/lib/', pathNot: '^src/lib/$1/' },
    },
    {
      name: 'lib-text-reads-no-dates-or-charges',
      severity: 'error',
      from: { path: '^src/lib/text/' },
      to: { path: '^src/lib/(charges|dates)/' },
    },
    {
      name: 'chat-imports-nothing-of-ours',
      severity: 'error',
      from: { path: layer('chat') },
      to: { path: ours, pathNot: layer('chat') },
    },
    {
      name: 'styles-import-only-styles',
      severity: 'error',
      from: { path: layer('styles') },
      to: { path: ours, pathNot: layer('styles') },
    },
    {
      name: 'the-element-stands-alone',
      severity: 'error',
      comment: 'The element (src/) is built and shipped alone: it imports nothing of the rooms around it.',
      from: { path: room('src') },
      to: { path: roomsBut('src') },
    },
    {
      name: 'the-reference-api-stands-alone',
      severity: 'error',
      comment:
        "The reference API is published as it is (the package's ./reference-api and portal-cliente-api): it knows nothing of the portal, as the provider's real API does not.",
      from: { path: room('reference-api') },
      to: { path: roomsBut('reference-api') },
    },
    {
      name: 'doctor-reads-with-the-portals-readers',
      severity: 'error',
      comment:
        "The doctor judges an API with the portal's reading and session modules only (src/lib, src/api, src/session), never a screen or the runtime.",
      from: { path: room('doctor') },
      to: { path: `${roomsBut('doctor', 'src')}|^src/`, pathNot: readers },
    },
    {
      name: 'embed-kit-reads-with-the-portals-readers',
      severity: 'error',
      comment:
        "The embed kit (snippet, boot script, release) writes what the portal reads by the portal's own reading and session modules, never a screen: its boot script's session check comes from src/session.",
      from: { path: room('embed-kit') },
      to: { path: `${roomsBut('embed-kit', 'src')}|^src/`, pathNot: readers },
    },
    {
      name: 'demo-uses-the-public-entry',
      severity: 'error',
      comment: 'The demo host pages and apps embed the element as a host does: by its entry, never by its insides.',
      from: { path: room('demo') },
      to: { path: `^src/|${room('doctor')}|${room('test-kit')}|${room('lab')}|${room('tests')}`, pathNot: '^src/portal-cliente\\.ts$' },
    },
    {
      name: 'only-tests-and-the-lab-use-the-test-kit',
      severity: 'error',
      comment:
        "test-kit/ (browsers, the built demo, timed loads, the tests' helpers and setups) is the tests' and the lab's tooling, wired in by vitest.config.ts: nothing shipped depends on it.",
      from: { path: roomsBut('tests', 'lab', 'test-kit'), pathNot: '^vitest\\.config\\.ts$' },
      to: { path: room('test-kit') },
    },
    {
      name: 'only-tests-use-the-lab',
      severity: 'error',
      comment: 'The lab measures; only its own self-tests reach into it.',
      from: { path: roomsBut('tests', 'lab') },
      to: { path: room('lab') },
    },
    {
      name: 'build-steps-build',
      severity: 'error',
      comment: 'A build step compiles the element and writes its release; it runs no test tool, demo or API.',
      from: { path: room('build-steps') },
      to: { path: `${room('reference-api')}|${room('doctor')}|${room('demo')}|${room('tests')}` },
    },
    {
      name: 'nothing-imports-the-service-worker',
      severity: 'error',
      comment: 'The offline service worker is a script of its own, which a host may register; the portal never loads it.',
      from: { path: ours, pathNot: '^src/service-worker/' },
      to: { path: layer('service-worker') },
    },
    {
      name: 'service-worker-stands-alone',
      severity: 'error',
      comment: 'The worker shares with the portal only the names of the caches it keeps (session/offline-caches.ts).',
      from: { path: layer('service-worker') },
      to: { path: ours, pathNot: '^src/(service-worker/|session/offline-caches\\.ts$)' },
    },
    {
      name: 'one-edge-redaxios',
      severity: 'error',
      comment: 'Only the transport touches the network.',
      from: { path: ours, pathNot: '^src/api/transport\\.ts$' },
      to: { path: 'node_modules/redaxios/' },
    },
    {
      name: 'one-edge-goober',
      severity: 'error',
      comment: 'Only the styles module knows where goober writes.',
      from: { path: ours, pathNot: '^src/styles/sheet\\.ts$' },
      to: { path: 'node_modules/goober/' },
    },
    {
      name: 'one-edge-dompurify',
      severity: 'error',
      comment: 'Only the sanitiser configures DOMPurify.',
      from: { path: ours, pathNot: '^src/features/services/sanitize-html\\.ts$' },
      to: { path: 'node_modules/dompurify/' },
    },
    {
      name: 'one-edge-qrcode',
      severity: 'error',
      comment: "Only the Pix QR code's lazy module draws QR codes (its own chunk, loaded on demand).",
      from: { path: ours, pathNot: '^src/features/finance/pix-qr-code\\.tsx$' },
      to: { path: 'node_modules/lean-qr/' },
    },
    {
      name: 'one-edge-r2wc',
      severity: 'error',
      from: { path: ours, pathNot: '^src/element/' },
      to: { path: 'node_modules/@r2wc/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '^(node_modules|dist|dist-hosts|dist-types)/|[.](webp|avif|png)$' },
  },
};
