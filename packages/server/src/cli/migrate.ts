import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';

const config = loadConfig();
const db = await openDb(config);
const applied = await migrate(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await db.close();
