import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const resolveImport = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
};

/** Every relative import of the files (types too: a loop of types is a loop of ideas). */
const importGraph = (files: string[]) =>
  new Map(
    files.map((file) => [
      file,
      [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)]
        .map((match) => resolveImport(file, match[1]!))
        .filter((target): target is string => target !== undefined),
    ]),
  );

/** The loops of a graph, each as the files around it. */
export const cyclesOf = (graph: Map<string, string[]>) => {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (node: string, stack: string[]) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
};

describe('imports', () => {
  it('finds a loop where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(['packages/contract/src', 'packages/server/src', 'packages/web/src'])('never go round in a loop in %s', (dir) => {
    const graph = importGraph(sourcesOf(path.join(root, dir)));
    // The scan reads the imports it should: most files import another one.
    expect([...graph.values()].filter((targets) => targets.length > 0).length).toBeGreaterThan(graph.size / 2);
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '))).toEqual([]);
  });
});
