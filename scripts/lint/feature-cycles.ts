import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * `npm run lint`'s check that no two features depend on each other, directly or around a longer loop. Features
 * talk through their index (eslint.config.js checks that per import); this checks the whole graph, which no
 * per-file rule sees. A loop means neither area can be understood, tested or loaded without the other: move what
 * both need into kernel/, lib/ or a lower feature, or let the app put the two on one page (src/app/composed/).
 */

/** One import from a file in one feature of a file in another. */
export interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

const FEATURES_DIR = resolve(import.meta.dirname, '../../src/features');

/** The feature a path lies in (its first folder under src/features), or null outside them. */
function featureOf(path: string, featuresDir: string): string | null {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0] ?? null;
}

/**
 * Every import of another feature in the given files: static, re-exports and `import()` alike (a lazy import is
 * still a dependency, only a later one). Only relative specifiers can reach another feature here.
 */
export function featureImports(
  files: readonly { path: string; text: string }[],
  featuresDir = FEATURES_DIR,
): FeatureImport[] {
  const out: FeatureImport[] = [];
  for (const { path, text } of files) {
    const from = featureOf(path, featuresDir);
    if (!from) continue;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(resolve(dirname(path), specifier), featuresDir);
      if (to && to !== from) out.push({ from, to, file: path, specifier });
    }
  }
  return out;
}

/** The loops among features (strongly connected components of two or more), each sorted, in a stable order. */
export function featureCycles(imports: readonly FeatureImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return loops.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The shortest way round a loop (a → … → a), starting from its first feature that lies on one that short. */
export function shortestLoop(loop: readonly string[], imports: readonly FeatureImport[]): string[] {
  const inLoop = new Set(loop);
  const next = (node: string) =>
    [...new Set(imports.filter((i) => i.from === node && inLoop.has(i.to)).map((i) => i.to))].sort();
  let best: string[] = [];
  for (const start of loop) {
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let found = false;
    while (queue.length > 0 && !found) {
      const node = queue.shift()!;
      for (const to of next(node)) {
        if (to === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
          if (best.length === 0 || path.length < best.length - 1) best = [...path, start];
          found = true;
          break;
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, node);
          queue.push(to);
        }
      }
    }
  }
  return best;
}

/** What lint prints for each loop: the shortest way round it, with a file that makes each step. */
export function describeCycles(imports: readonly FeatureImport[], root: string): string[] {
  return featureCycles(imports).map((loop) => {
    const path = shortestLoop(loop, imports);
    const steps = path.slice(1).map((to, i) => {
      const from = path[i]!;
      const example = imports.find((x) => x.from === from && x.to === to)!;
      return `  ${from} → ${to}: ${relative(root, example.file)} imports '${example.specifier}'`;
    });
    const others = loop.length > path.length - 1 ? ` (the loop takes in ${loop.join(', ')})` : '';
    return [`Import cycle between features: ${path.join(' → ')}${others}`, ...steps].join('\n');
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const files = sourceFiles(FEATURES_DIR).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const problems = describeCycles(featureImports(files), resolve(FEATURES_DIR, '../..'));
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    console.error(
      '\nFeatures depend on one another in one direction only. Move what both need into kernel/, lib/ or a ' +
        'lower feature, or let the app compose the two (src/app/composed/).',
    );
    process.exitCode = 1;
  }
}
