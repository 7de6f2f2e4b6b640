// The web build's chunk graph, read from the built files (apps/web/dist/assets): which
// chunks each one imports statically or lazily, and which chunks only the Dashboard loads.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from './product-server.ts';

type Graph = { entry: string; static: Map<string, string[]>; lazy: Map<string, string[]> };

/** Every chunk's static and lazy imports, read from the built files (`from"./x.js"`, `import(\`./x.js\`)`). */
function chunkGraph(): Graph {
  const assets = path.join(WEB_DIST, 'assets');
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in index.html');
  const graph: Graph = { entry, static: new Map(), lazy: new Map() };
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    const found = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((m) => m[1]!))];
    graph.static.set(file, found(/(?:\bimport|\bexport)\s*(?:[^"'`;()]*?from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g));
    graph.lazy.set(file, found(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g));
  }
  return graph;
}

/** The chunks reachable from `root`, through static imports (and lazy ones when `lazy`), not entering `stop`. */
function reachable(graph: Graph, root: string, lazy: boolean, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set([root]);
  const queue = [root];
  while (queue.length) {
    const file = queue.pop()!;
    for (const next of [...(graph.static.get(file) ?? []), ...(lazy ? (graph.lazy.get(file) ?? []) : [])]) {
      if (seen.has(next) || stop.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

export type DashboardChunks = {
  root: string | null;
  /** Chunks only the Dashboard loads, with gzip -9 sizes; `lazy`: loaded later by the screen itself (its charts). */
  only: Array<{ file: string; gzip9: number; lazy: boolean }>;
  /** Chunks the Dashboard's own chunks import lazily that other screens or the entry load too. */
  shared: string[];
};

/**
 * The chunks only the Dashboard loads. The entry's lazy imports are the routes: a chunk is
 * the Dashboard's alone when its route reaches it (statically or lazily, without passing
 * through another route) and neither the entry nor any other route does.
 */
export function dashboardChunks(): DashboardChunks {
  const graph = chunkGraph();
  const routes = new Set(graph.lazy.get(graph.entry) ?? []);
  const root = [...routes].find((file) => file.startsWith('dashboard-page-')) ?? null;
  if (!root) return { root, only: [], shared: [] };
  const entry = reachable(graph, graph.entry, false);
  const own = (route: string) => {
    const others = new Set([...routes].filter((r) => r !== route));
    return new Set([...reachable(graph, route, true, others)].filter((file) => !entry.has(file)));
  };
  const elsewhere = new Set([...routes].filter((r) => r !== root).flatMap((r) => [...own(r)]));
  const atOnce = reachable(graph, root, false);
  const dashboard = own(root);
  const gzip9 = (file: string) => gzipSync(readFileSync(path.join(WEB_DIST, 'assets', file)), { level: 9 }).length;
  return {
    root,
    only: [...dashboard]
      .filter((file) => !elsewhere.has(file))
      .map((file) => ({ file, gzip9: gzip9(file), lazy: !atOnce.has(file) })),
    // What the screen's own chunks import lazily (its charts), not what those chunks share with
    // others (React, the theme), nor what shared code loads later (sonner with a toast).
    shared: [...dashboard]
      .filter((file) => !elsewhere.has(file))
      .flatMap((file) => graph.lazy.get(file) ?? [])
      .filter((file) => !atOnce.has(file) && !routes.has(file) && (elsewhere.has(file) || entry.has(file))),
  };
}
