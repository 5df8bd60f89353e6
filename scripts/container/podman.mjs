// Podman for `npm run test:container`: installs it when it is missing (root with apt-get), writes
// the containers.conf it needs, and runs it with the runtime and cgroup manager that work in a VM
// without systemd (ADR 103).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Global flags of every podman command: runc, and cgroups managed by podman itself. */
const GLOBAL = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs'];

/** Debian packages the test uses: podman and its network stack, runc, debootstrap for the base. */
const PACKAGES = ['podman', 'runc', 'debootstrap', 'netavark', 'aardvark-dns', 'iptables', 'uidmap', 'slirp4netns', 'catatonit'];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Runs a command; resolves with its exit code and output (stdout and stderr, in order). */
export function run(command, args, { input, quiet = true, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: env ?? process.env });
    let out = '';
    const take = (chunk) => {
      out += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => resolve({ code: 127, out: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
    if (input && typeof input.pipe === 'function') input.pipe(child.stdin);
    else child.stdin.end(input);
  });
}

/** podman with the global flags; throws with its output unless it exits 0 (or `allowFail`). */
export async function podman(args, options = {}) {
  const result = await run('podman', [...GLOBAL, ...args], options);
  if (result.code !== 0 && !options.allowFail) throw new Error(`podman ${args.join(' ')} exited ${result.code}:\n${result.out.trim().split('\n').slice(-15).join('\n')}`);
  return result;
}

/** Installs what is missing; returns what it did, or throws with what to do by hand. */
export async function ensureTools() {
  const missing = [['podman', 'podman'], ['runc', 'runc'], ['debootstrap', 'debootstrap'], ['netavark', '/usr/lib/podman/netavark']].filter(([, bin]) => !(bin.startsWith('/') ? existsSync(bin) : has(bin)));
  if (missing.length === 0) return 'podman, runc and debootstrap are installed';
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) throw new Error(`missing ${missing.map(([name]) => name).join(', ')}; install them (Debian: apt-get install ${PACKAGES.join(' ')}) and run again`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], { env });
  if (update.code !== 0) throw new Error(`apt-get update failed:\n${update.out.slice(-2000)}`);
  const install = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  if (install.code !== 0) throw new Error(`apt-get install failed:\n${install.out.slice(-2000)}`);
  return `installed ${PACKAGES.join(', ')} with apt-get`;
}

/**
 * `default_ulimits = []` in /etc/containers/containers.conf: the default raises the open-files
 * limit of each container, which a VM may refuse (and then no container starts).
 */
export function ensureContainersConf(file = '/etc/containers/containers.conf') {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^\s*default_ulimits\s*=\s*\[\s*\]/m.test(text)) return `${file} has default_ulimits = []`;
  if (/^\s*default_ulimits\s*=/m.test(text)) throw new Error(`${file} sets default_ulimits; set it to [] and run again`);
  const next = /^\[containers\]\s*$/m.test(text) ? text.replace(/^\[containers\]\s*$/m, '[containers]\ndefault_ulimits = []') : `${text}${text && !text.endsWith('\n') ? '\n' : ''}[containers]\ndefault_ulimits = []\n`;
  mkdirSync('/etc/containers', { recursive: true });
  writeFileSync(file, next);
  return `wrote default_ulimits = [] into ${file}`;
}
