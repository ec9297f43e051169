import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_PASSWORD_HASH_COST } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `npm start`'s server entry as a separate OS process and waits until it answers. Node
 * runs the entry itself (tsx as its loader, not its parent), so a signal reaches the server: a
 * SIGKILL of the tsx command would leave its node child serving on. `nodeArgs` go to node itself
 * (`--cpu-prof`, which NODE_OPTIONS does not take).
 */
export const startServerProcess = async (env: Record<string, string>, nodeArgs: string[] = []) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server process exited early:\n${output}`);
    if (
      await fetch(`${url}/api/inner/language`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`Server process did not start:\n${output}`);
  return {
    url,
    output: () => output,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
};
