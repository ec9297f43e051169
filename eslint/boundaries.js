import fs from 'node:fs';
import path from 'node:path';

/**
 * The architecture's import rules (docs/architecture.md), checked on every relative import:
 *
 * - web: a feature never imports another feature; `shared` never imports a feature or the app;
 *   a feature never imports the app.
 * - server: a module reaches another module only through its one public face (`PUBLIC_FACES`);
 *   a repository never imports another module at all.
 * - contract: imports neither the server nor the web app.
 */
const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const WEB = 'packages/web/src/';
const SERVER_MODULES = 'packages/server/src/modules/';

/**
 * The one file of each server module that other modules may import. A module with several things
 * to offer gathers them in its `index.ts`; a module nobody else needs (languages) has none.
 */
export const PUBLIC_FACES = {
  account: 'account.service.ts',
  antifraud: 'antifraud.module.ts',
  audit: 'audit.service.ts',
  auth: 'index.ts',
  currencies: 'currencies.service.ts',
  disputes: 'disputes.module.ts',
  flows: 'flow-directory.service.ts',
  jobs: 'job-runner.service.ts',
  ledger: 'ledger.service.ts',
  ops: 'health.service.ts',
  orders: 'orders.service.ts',
  partners: 'partner-directory.service.ts',
  'payment-page': 'payment-page.service.ts',
  rates: 'rates.service.ts',
  realtime: 'presence.service.ts',
  reports: 'reports.module.ts',
  requisites: 'index.ts',
  search: 'search.service.ts',
  statistics: 'statistics.module.ts',
  terminals: 'terminal-directory.service.ts',
  users: 'user-directory.service.ts',
  wallets: 'wallets.service.ts',
  webhooks: 'index.ts',
};

const featureOf = (file) => (file.startsWith(`${WEB}features/`) ? file.slice(`${WEB}features/`.length).split('/')[0] : null);
const moduleOf = (file) => (file.startsWith(SERVER_MODULES) ? file.slice(SERVER_MODULES.length).split('/')[0] : null);

/** Why importing `target` from `source` breaks a boundary, or null when it does not. */
export const violation = (source, target) => {
  if (source.startsWith('packages/contract/') && /^packages\/(server|web)\//.test(target)) {
    return 'The contract is the ground floor: it imports neither the server nor the web app.';
  }
  if (source.startsWith(WEB)) {
    const from = featureOf(source);
    const to = featureOf(target);
    if (from && to && from !== to) return `Features never import each other: ${from} imports ${to}. Move what both need to shared/.`;
    if (source.startsWith(`${WEB}shared/`) && (to || target.startsWith(`${WEB}app/`))) {
      return 'shared/ never imports a feature or the app.';
    }
    if (from && target.startsWith(`${WEB}app/`)) return 'A feature never imports the app.';
    return null;
  }
  const from = moduleOf(source);
  const to = moduleOf(target);
  // Tests may set up another domain's rows directly: they arrange the world, they do not decide in it.
  if (!from || !to || from === to || /\.test\.ts$/.test(source)) return null;
  if (/\.repository\.ts$/.test(source)) {
    return `A repository reads and writes its own domain's tables only: ${from} imports ${to}. Ask ${to}'s service from a service.`;
  }
  const face = PUBLIC_FACES[to];
  if (target !== `${SERVER_MODULES}${to}/${face}`) {
    return face
      ? `Another domain is reached through its public face only: ${to}'s is ${face}, not ${target.slice(SERVER_MODULES.length + to.length + 1)}.`
      : `${to} offers nothing to other domains.`;
  }
  return null;
};

const resolveTarget = (filename, specifier) => {
  const absolute = path.resolve(path.dirname(filename), specifier);
  // A folder stands for its index.
  if (fs.existsSync(absolute) && fs.statSync(absolute).isDirectory()) return `${rel(absolute)}/index.ts`;
  const file = rel(absolute);
  return /\.[cm]?[jt]sx?$/.test(file) ? file : `${file}.ts`;
};

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps imports within the architecture’s boundaries' }, schema: [] },
  create(context) {
    const source = rel(context.filename);
    const check = (node) => {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      let target = resolveTarget(context.filename, specifier);
      // An import of a folder or of a `.tsx` file: only the directory matters to the rules.
      if (target.endsWith('.ts') && !/\.(service|repository)\.ts$/.test(target) && target.startsWith(WEB)) target = target.slice(0, -3);
      const message = violation(source, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { imports: rule } };
