// The artifact of one tenant: build-manifest.json (what was built, from which commit, every
// file with size and sha256) and dist/<id>.tar.gz for shipping.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { create as createTar } from 'tar';
import { repoRoot } from './paths';

export interface ArtifactFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BuildManifest {
  tenantId: string;
  brandName: string;
  gitCommit: string;
  builtAt: string;
  runtimeInputHash: string;
  /** The site's Content-Security-Policy (schema/csp.ts): the platform server sends it with this build's pages. */
  contentSecurityPolicy: string;
  files: ArtifactFile[];
}

/**
 * issue 24 item 13: files of the artifact root for operators, not visitors (the commit and file list; the proxy
 * example). Never served: the preview server and the nginx example refuse them, and so does the platform server
 * (server/modules/site/static-files.ts keeps the same list; it may not import the generator).
 */
export const OPERATOR_ONLY_FILES = ['build-manifest.json', 'nginx.conf.example'] as const;

export function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

export function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? listFiles(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

export function describeFiles(root: string): ArtifactFile[] {
  return listFiles(root)
    .filter((p) => p !== 'build-manifest.json')
    .sort()
    .map((path) => {
      const data = readFileSync(join(root, path));
      return { path, size: statSync(join(root, path)).size, sha256: createHash('sha256').update(data).digest('hex') };
    });
}

export function writeBuildManifest(root: string, fields: Omit<BuildManifest, 'files'>): BuildManifest {
  const manifest: BuildManifest = { ...fields, files: describeFiles(root) };
  writeFileSync(join(root, 'build-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** dist/<id>.tar.gz holding the folder <id>/ (so it unpacks into one directory). */
export async function writeTarball(outDir: string, id: string): Promise<string> {
  const file = join(outDir, `${id}.tar.gz`);
  await createTar({ gzip: true, file, cwd: outDir, portable: true }, [id]);
  return file;
}
