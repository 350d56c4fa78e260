import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Relative imports of every source file under `root`, as folder → folders it imports from. */
export function folderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) addFile(path);
    }
  };
  const addFile = (file: string) => {
    const from = relative(root, dirname(file)) || '.';
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const source = readFileSync(file, 'utf8');
    // Static imports and re-exports, type-only ones included: they tie the folders together too.
    for (const match of source.matchAll(
      /(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    )) {
      const spec = match[1] ?? match[2]!;
      const to = relative(root, dirname(resolve(dirname(file), spec))) || '.';
      if (to !== from) edges.add(to);
    }
  };
  walk(root);
  return graph;
}

/** Strongly connected components with more than one folder: each is an import cycle between folders. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}
