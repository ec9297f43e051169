import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

type ProfileNode = {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number };

const where = (frame: ProfileNode['callFrame']) => {
  if (!frame.url) return '';
  const file = frame.url.replace(/^file:\/\//, '');
  const inPackage = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return inPackage ? inPackage[1]! : `${path.basename(file)}:${frame.lineNumber + 1}`;
};

/**
 * The functions a server process spent its CPU in, by self time, from the `.cpuprofile` files
 * `node --cpu-prof` wrote into `dir`: where an order's time goes inside the process.
 */
export const summariseCpuProfiles = async (dir: string, top = 15) => {
  const self = new Map<string, number>();
  let total = 0;
  let wall = 0;
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Profile;
    const samples = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
    const msPerSample = samples === 0 ? 0 : (profile.endTime - profile.startTime) / 1000 / samples;
    wall += (profile.endTime - profile.startTime) / 1000;
    for (const node of profile.nodes) {
      const ms = (node.hitCount ?? 0) * msPerSample;
      const key = `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame)}`.trim();
      self.set(key, (self.get(key) ?? 0) + ms);
      if (node.callFrame.functionName !== '(idle)') total += ms;
    }
  }
  return [
    `  server CPU profile: busy ${((total / Math.max(wall, 1)) * 100).toFixed(0)} % of one core over ${(wall / 1000).toFixed(0)} s; top functions by self time:`,
    ...[...self.entries()]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `  ${((ms / Math.max(total, 1)) * 100).toFixed(1).padStart(5)} %  ${key}`),
  ];
};
