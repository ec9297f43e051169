import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process's: a second one writing the same folder would corrupt it.
 * The holder's pid is kept beside it; another process (`ledger:check`, a backup, a second
 * server) is refused while that process lives. A pid left by a process that died is taken over.
 */
export const holdEmbedded = (folder: string) => {
  const file = path.join(folder, 'pglite.pid');
  const held = Number.parseInt(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', 10);
  if (Number.isInteger(held) && held !== process.pid && alive(held)) {
    throw new Error(
      `The embedded database in ${folder} is open in another process (pid ${held}), most likely a running Paydesk server. ` +
        'Stop it first: two processes writing one embedded database would corrupt it.',
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
  };
};
