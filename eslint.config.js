// ESLint flat config. Fast rules only (no type-aware linting: `tsc` already type-checks), plus the
// import boundaries of docs/architecture.md §2, enforced with import-x/no-restricted-paths, and
// import-x/no-cycle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x/node-resolver';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The folders under `dir`, read at load time so a new feature or module is covered without editing this file. */
const subfolders = (dir) => {
  const full = path.join(root, dir);
  return fs.existsSync(full)
    ? fs
        .readdirSync(full, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

const features = subfolders('client/src/features');

/** Server modules: each is used by the others only through its index.ts. */
const serverModules = subfolders('server/src/modules');

const clientNotServer = (except = []) => ({
  target: './client',
  from: './server',
  except,
  message: 'El cliente no importa el servidor: comparte el código en shared/.',
});

/** The stand-in for Wompi is a test helper: the server's tests and the browser journeys start it, production code never. */
const WOMPI_STAND_IN = './test/helpers/wompi-stand-in.ts';

const boundaryZones = [
  // client and server never import each other; shared imports neither (the browser journeys'
  // one exception is theirs alone: e2eZones below).
  clientNotServer(),
  { target: './server', from: './client', message: 'El servidor no importa el cliente: comparte el código en shared/.' },
  { target: './shared', from: ['./client', './server'], message: 'shared/ solo depende de zod.' },
  // server: infrastructure (lib/, db/, mail/) sits below the domains and the HTTP middleware, and a
  // service never imports middleware (the types they share live in lib/).
  {
    target: ['./server/src/lib', './server/src/db', './server/src/mail'],
    from: ['./server/src/modules', './server/src/middleware'],
    message: 'lib/, db/ y mail/ no importan modules/ ni middleware/.',
  },
  {
    target: './server/src/modules/*/*.service.ts',
    from: './server/src/middleware',
    message: 'Un servicio no importa middleware/: los tipos que comparten viven en lib/.',
  },
  // components/ and lib/ sit below features/ and app/.
  {
    target: ['./client/src/components', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'components/ y lib/ no importan features/ ni app/.',
  },
  // The back office is cut by domain (admin-agenda, admin-bloqueos, admin-auth…); what its features
  // share (the admin kit: page frame, DataTable and row actions, estado badge, Colombia formats, logout) lives
  // in components/admin-kit, which every admin feature may import and the public features may not,
  // so no back-office code reaches a public page's bundle.
  {
    target: features.filter((name) => !name.startsWith('admin-')).map((name) => `./client/src/features/${name}`),
    from: './client/src/components/admin-kit',
    message: 'El kit de administración es solo para las features admin-*.',
  },
  // A feature never imports another feature (one zone per feature folder).
  ...features.map((name) => ({
    target: `./client/src/features/${name}`,
    from: './client/src/features',
    except: [`./${name}`],
    message: 'Una feature no importa otra: mueve lo compartido a components/ o lib/.',
  })),
];

// The browser journeys (client/e2e) start the same stand-in for Wompi the server's tests use.
const e2eZones = boundaryZones.map((zone) =>
  zone.target === './client' && zone.from === './server' ? clientNotServer([WOMPI_STAND_IN]) : zone,
);

// The server's production code (server/src, tests aside) never imports the tests' helpers (server/test).
const productionZones = [
  {
    target: './server/src',
    from: './server/test',
    message: 'El código de producción no importa las ayudas de las pruebas (server/test).',
  },
];

/** The descriptor's type every module's index.ts declares itself with (docs/architecture.md §2). */
const SERVER_MODULE_TYPE = './server-module.ts';

// A server module uses another only through that module's public file, its index.ts (tests may
// reach into another module to set up their data).
const serverModuleZones = serverModules.map((name) => ({
  target: `./server/src/modules/${name}`,
  from: './server/src/modules',
  except: [`./${name}`, SERVER_MODULE_TYPE, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Un módulo del servidor usa otro solo a través de su index.ts (nunca su repo ni sus archivos internos).',
}));

// Personal data (docs/architecture.md "Personal data"): a module that stores it declares a
// PersonalDataOwner in its descriptor (its index.ts) and privacy calls it, so privacy imports
// no module that owns data (only the lower ones below) and the owners never form a circle with it;
// consent sits below all of them.
const personalDataZones = [
  {
    target: './server/src/modules/privacy',
    from: './server/src/modules',
    except: ['./privacy', SERVER_MODULE_TYPE, './consent/index.ts', './activity/index.ts', './admin-auth/index.ts'],
    message: 'privacy no importa los módulos con datos personales: cada uno declara su PersonalDataOwner en su descriptor (index.ts).',
  },
  {
    target: './server/src/modules/consent',
    from: './server/src/modules',
    except: ['./consent', SERVER_MODULE_TYPE],
    message: 'consent está debajo de los módulos que recogen datos y de privacy: no importa ninguno.',
  },
];

// Globals for the plain Node scripts (.js/.mjs); TypeScript files get no-undef from tsc instead.
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'fetch',
    'AbortController',
  ].map((g) => [g, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'uploads/**',
      'data/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Rules that read the imported file (no-cycle) parse it with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          // server code imports `./x.js` for `./x.ts` (NodeNext style under tsx).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // No import cycle anywhere (client, server, shared). The rule follows value imports only:
      // an `import type` cycle costs nothing at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['client/e2e/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: e2eZones }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...productionZones] }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, ...productionZones, ...serverModuleZones, ...personalDataZones] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // axios stays in client/src/lib (docs/architecture.md §9): features and components reach the API
    // through the area's client (userApi, adminApi), publicGet and uploadFile. Tests may fake its transport.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/**', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'axios solo se importa en client/src/lib: usa userApi/adminApi, publicGet o uploadFile.' }] },
      ],
    },
  },
  {
    rules: {
      // Visible, not blocking: `Kysely<any>` is how code that serves every schema version is typed.
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Kysely's documented idiom: migrations must not depend on the current schema type.
    files: ['server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
