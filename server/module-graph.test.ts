// Issue 14 item 1: no two server modules import each other, directly or through others. The graph is built
// from the sources (import statements of every non-test file under server/modules/<name>/).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = resolve(import.meta.dirname, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** module name → the other modules it imports (one level under server/modules). */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  for (const mod of modules) {
    const deps = new Set<string>();
    for (const file of sourceFiles(join(modulesDir, mod))) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        if (!spec.startsWith('.')) continue;
        const target = relative(modulesDir, resolve(dirname(file), spec));
        if (target.startsWith('..')) continue;
        const other = target.split(sep)[0];
        if (other !== mod && modules.includes(other)) deps.add(other);
      }
    }
    graph.set(mod, deps);
  }
  return graph;
}

/** Every cycle's edges found by depth-first search (each cycle reported once per back edge). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of graph.get(n) ?? []) {
      if (state.get(d) === 'open') found.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return found;
}

describe('server module import graph', () => {
  it('has no loop between modules', () => {
    const graph = moduleGraph();
    expect(graph.get('games')?.has('accounts')).toBe(true); // the graph sees imports at all
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const g = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
