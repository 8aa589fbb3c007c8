import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function gzipKB(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

export function sumKB(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const k of keys) total += gzipKB(outDir, manifest[k]!.file);
  return total;
}
