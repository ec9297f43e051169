import { createInterface } from 'node:readline/promises';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@paydesk/contract';
import { loadConfig } from '../config';
import { productionProblems } from '../config-check';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { isCommonPassword } from '../modules/auth/password-policy';
import { hashPassword } from '../modules/auth/password.util';
import { recordAudit } from '../modules/audit/audit.service';
import { insertUser, markRoot, usernameTaken } from '../modules/users/users.repository';

/**
 * Creates an admin on any database, the way to get the first admin of a production database:
 * `npm run create-admin -- --username root` (password from ADMIN_PASSWORD or asked for). The
 * first admin created on a database without a root becomes the root.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const ask = async (question: string, trim = true) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(question);
    // A password is kept exactly as typed.
    return trim ? answer.trim() : answer;
  } finally {
    rl.close();
  }
};

const username = flag('username') ?? (await ask('Admin username: '));
const password = process.env.ADMIN_PASSWORD ?? (await ask(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `, false));
if (!/^[\w.@-]{1,64}$/.test(username)) throw new Error('The username must be 1-64 letters, digits, or . _ @ -');
if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
  throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters (at most ${MAX_PASSWORD_LENGTH})`);
}
if (isCommonPassword(password)) throw new Error('The password is one of the most common passwords; choose another');

const config = loadConfig();
// The same floor as the server's: a production admin's hash is never made cheap to crack.
const weakHash = productionProblems(config).find((item) => item.variable === 'PASSWORD_HASH_COST');
if (weakHash) throw new Error(`PASSWORD_HASH_COST ${weakHash.problem}`);
const db = await openDb(config);
await migrate(db);
try {
  const passwordHash = await hashPassword(password, config.passwordHashCost);
  const { id, isRoot } = await db.transaction(async (tx) => {
    if (await usernameTaken(tx, username)) throw new Error(`The username "${username}" is taken`);
    const userId = await insertUser(tx, { username, passwordHash, type: 'admin', comment: 'Created with create-admin' });
    const root = await markRoot(tx, userId);
    await recordAudit(tx, {
      actorId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: userId,
      after: { username, type: 'admin', is_root: root },
    });
    return { id: userId, isRoot: root };
  });
  console.log(`Admin "${username}" created (${id})${isRoot ? ', the root administrator' : ''}.`);
} finally {
  await db.close();
}
