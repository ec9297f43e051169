import { createInterface } from 'node:readline/promises';
import { MIN_PASSWORD_LENGTH } from '@paydesk/contract';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { hashPassword } from '../modules/auth/password.util';
import { recordAudit } from '../modules/audit/audit.repository';
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

const ask = async (question: string) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
};

const username = flag('username') ?? (await ask('Admin username: '));
const password = process.env.ADMIN_PASSWORD ?? (await ask(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `));
if (!/^[\w.@-]{1,64}$/.test(username)) throw new Error('The username must be 1-64 letters, digits, or . _ @ -');
if (password.trim().length < MIN_PASSWORD_LENGTH) throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);

const db = await openDb(loadConfig());
await migrate(db);
try {
  const passwordHash = await hashPassword(password);
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
