// `npm run test:container`: builds the Dockerfile with Podman from a local base equivalent to
// node:24-bookworm-slim, runs the image in demo mode and in proxy mode (pointed at the demo
// container by name, as compose points Keepsake at immich-server), and checks what a self-hoster
// relies on: healthy by its HEALTHCHECK, the app, sign-in, a memory, a person and an album through
// the container, a non-root process, SIGTERM stops it within 2 s, a restart with the same volume
// keeps the library and the session, and an older library is generated afresh, not crash-looped.
// Prints the sizes and times, then `N passed, N failed`. Not part of `npm test` (ADR 103).
// KEEPSAKE_CONTAINER_PORT (default 4751) and the next port are published on 127.0.0.1;
// KEEPSAKE_CONTAINER_KEEP=1 leaves the containers, volume and network in place.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { appChecks } from './container/app-checks.mjs';
import { ensureBase } from './container/base.mjs';
import { readmeService } from './container/compose-block.mjs';
import { ensureContainersConf, ensureTools, podman } from './container/podman.mjs';
import { containerChecks, removeAll, startContainer } from './container/lifecycle-checks.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
// the README's compose block: its image name, environment and health check are what runs here
const service = readmeService(readFileSync('README.md', 'utf8'));
const IMAGE = service.image;
const immich = new URL(service.environment.IMMICH_URL); // the demo container answers as that host
const containerPort = service.ports[0].split(':').at(-1);
const PORT = Number(process.env.KEEPSAKE_CONTAINER_PORT ?? 4751);
const names = { net: 'keepsake-test', volume: 'keepsake-test-data', demo: 'keepsake-test-demo', proxy: 'keepsake-test-proxy' };
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
const facts = [];
let passed = 0;
let failed = 0;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function report(name, failure) {
  if (failure) failed++;
  else passed++;
  console.log(`${failure ? '✗' : '✓'} ${name}${failure ? `\n    ${failure.replaceAll('\n', '\n    ')}` : ''}`);
}

/** Ends the run early: what failed is reported already. */
class Stop extends Error {}

function finish() {
  console.log('\n━━ container summary');
  for (const [name, value] of facts) console.log(`  ${name.padEnd(34)} ${value}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

async function size(image) {
  return Number((await podman(['image', 'inspect', '--format', '{{.Size}}', image])).out.trim());
}

try {
  console.log('━━ tools');
  console.log(`  ${await ensureTools()}`);
  console.log(`  ${ensureContainersConf()}`);
  const base = await ensureBase((line) => console.log(`  ${line}`));

  console.log(`━━ podman build (logs in test-results/container-build.log)`);
  const revision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const t0 = Date.now();
  const build = await podman(['build', '--format', 'docker', '--network=host', '--build-arg', `BASE=${base}`, '--build-arg', `VERSION=${version}`, '--build-arg', `REVISION=${revision}`, '-t', IMAGE, '.'], { allowFail: true });
  execFileSync('mkdir', ['-p', 'test-results']);
  execFileSync('tee', ['test-results/container-build.log'], { input: build.out, stdio: ['pipe', 'ignore', 'inherit'] });
  report(`the image builds (${secs(Date.now() - t0)})`, build.code === 0 ? undefined : build.out.trim().split('\n').slice(-15).join('\n'));
  if (build.code !== 0) throw new Stop();
  const [imageBytes, baseBytes] = [await size(IMAGE), await size(base)];
  facts.push(['image size', mb(imageBytes)], ['base image size (local)', mb(baseBytes)], ['runtime layers over the base', mb(imageBytes - baseBytes)], ['build time', secs(Date.now() - t0)]);
  report(`the runtime layers add ${mb(imageBytes - baseBytes)} to the base (at most 60 MB)`, imageBytes - baseBytes <= 60e6 ? undefined : 'over 60 MB');
  // the whole inspection: its HEALTHCHECK is not a field of podman's --format templates
  const [inspected] = JSON.parse((await podman(['image', 'inspect', IMAGE])).out);
  const config = inspected.Config ?? {};
  const healthcheck = inspected.Healthcheck ?? {};
  const nanos = (d) => {
    const m = /^(\d+)(s|m)$/.exec(d ?? '');
    return m ? Number(m[1]) * (m[2] === 'm' ? 60 : 1) * 1e9 : NaN;
  };
  const readme = service.healthcheck;
  const sameCheck = JSON.stringify(healthcheck.Test) === JSON.stringify(readme.test) && healthcheck.Interval === nanos(readme.interval) &&
    healthcheck.Timeout === nanos(readme.timeout) && healthcheck.StartPeriod === nanos(readme.start_period) && healthcheck.Retries === Number(readme.retries);
  report("the image runs as `node`, has the README's HEALTHCHECK on /api/server/ping and OCI labels", [
    config.User === 'node' ? '' : `User is "${config.User}"`,
    sameCheck && JSON.stringify(healthcheck).includes('/api/server/ping') ? '' : `its HEALTHCHECK ${JSON.stringify(healthcheck)} is not the README's`,
    config.Labels?.['org.opencontainers.image.version'] === version ? '' : `version label is ${config.Labels?.['org.opencontainers.image.version']}`,
  ].filter(Boolean).join('; ') || undefined);
  const listing = "cd node_modules && for p in *; do case $p in @*) for s in $p/*; do echo $s; done;; *) echo $p;; esac; done";
  const modules = (await podman(['run', '--rm', '--network=none', IMAGE, 'sh', '-c', listing])).out.split('\n').filter((l) => /^[@\w]/.test(l) && !l.startsWith('time='));
  const devTools = ['vite', 'tsx', 'typescript', 'esbuild', 'vitest', 'react', 'hono', 'better-sqlite3'].filter((m) => modules.includes(m));
  report(`node_modules holds the production dependencies alone: ${modules.join(', ')}`, devTools.length ? `found ${devTools.join(', ')}` : undefined);

  await removeAll(names);
  await podman(['network', 'create', names.net]);
  const demoUrl = `http://127.0.0.1:${PORT}`;
  const proxyUrl = `http://127.0.0.1:${PORT + 1}`;
  const demoArgs = ['--network', names.net, '--network-alias', immich.hostname, '-e', `PORT=${immich.port}`, '-p', `127.0.0.1:${PORT}:${immich.port}`, '-v', `${names.volume}:/data`];
  const environment = Object.entries(service.environment).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  const proxyArgs = ['--network', names.net, '-p', `127.0.0.1:${PORT + 1}:${containerPort}`, ...environment];

  console.log(`━━ demo mode: first start with an empty volume (generates the demo library), as ${immich.host}`);
  const demo = await startContainer(IMAGE, names.demo, demoArgs, demoUrl, report);
  facts.push(['demo, first start: healthy after', demo ? secs(demo.healthyMs) : 'never']);
  if (!demo) throw new Stop();
  const ready = demo.log.split('\n').find((l) => / photos and videos ready /.test(l)) ?? '(no such line)';
  report(`the demo library has its videos (ffmpeg unpacked from the image): ${ready}`, /left out/.test(ready) || !ready.startsWith('Keepsake:') ? ready : undefined);
  const demoRun = await appChecks(demoUrl);
  for (const [name, failure] of demoRun.results) report(`demo: ${name}`, failure);

  console.log(`━━ proxy mode, as the README's compose block: ${environment.join(' ')} (the demo container is ${immich.host})`);
  const proxy = await startContainer(IMAGE, names.proxy, proxyArgs, proxyUrl, report);
  facts.push(['proxy: healthy after', proxy ? secs(proxy.healthyMs) : 'never']);
  if (proxy) for (const [name, failure] of (await appChecks(proxyUrl)).results) report(`proxy: ${name}`, failure);

  facts.push(...(await containerChecks({ image: IMAGE, names, demoArgs, demoUrl, cookie: demoRun.cookie, report })));
} catch (error) {
  if (!(error instanceof Stop)) report('the container test ran to its end', error instanceof Error ? error.message : String(error));
} finally {
  if (process.env.KEEPSAKE_CONTAINER_KEEP !== '1') await removeAll(names).catch(() => undefined);
}
finish();
