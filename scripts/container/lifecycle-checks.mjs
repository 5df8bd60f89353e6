// The container's life in `npm run test:container`: started and waited for until its HEALTHCHECK
// passes, its process not root, stopped by SIGTERM, restarted on the same volume, and started on
// an older demo library.
import { get, signIn } from './app-checks.mjs';
import { podman } from './podman.mjs';

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Removes the test's containers, volume and network (what is not there is skipped). */
export async function removeAll(names) {
  await podman(['rm', '-f', '-t', '0', names.proxy, names.demo], { allowFail: true });
  await podman(['volume', 'rm', '-f', names.volume], { allowFail: true });
  await podman(['network', 'rm', '-f', names.net], { allowFail: true });
}

async function logs(name) {
  return (await podman(['logs', name], { allowFail: true })).out;
}

/**
 * Runs the image as `name` and waits until its HEALTHCHECK passes (`podman healthcheck run`: no
 * systemd here to run it on its interval). Reports the start line and the health; resolves with
 * the times (from `podman run`, and from the moment the container's process started to its first
 * answer), or undefined when it never became healthy (its log is then shown).
 */
export async function startContainer(image, name, args, url, report, timeoutMs = 20 * 60_000) {
  const t0 = Date.now();
  await podman(['run', '-d', '--name', name, ...args, image]);
  const startedAt = Number((await podman(['inspect', '--format', '{{.State.StartedAt.UnixMilli}}', name])).out.trim());
  let answeredAt;
  let lastProgress = '';
  let lastLook = 0;
  while (Date.now() - t0 < timeoutMs) {
    if (answeredAt === undefined && (await get(`${url}/api/server/ping`)).status === 200) answeredAt = Date.now();
    if (answeredAt !== undefined && (await podman(['healthcheck', 'run', name], { allowFail: true })).code === 0) {
      const healthyMs = Date.now() - t0;
      const out = await logs(name);
      const lines = out.split('\n').filter((l) => l.startsWith('Keepsake ') && l.includes(' is ready at '));
      report(`${name} is healthy ${secs(healthyMs)} after podman run (its process answered ${secs(answeredAt - startedAt)} after it started)`);
      report(`${name} logs one start line: ${lines[0] ?? '(none)'}`, lines.length === 1 && /^Keepsake \S+ is ready at http:\/\/0\.0\.0\.0:\d+ \((demo|proxy) mode/.test(lines[0]) ? undefined : `${lines.length} start lines in:\n${out.slice(-1500)}`);
      return { healthyMs, answeredMs: answeredAt - startedAt, log: out };
    }
    if (Date.now() - lastLook > 1000) {
      lastLook = Date.now();
      const state = (await podman(['inspect', '--format', '{{.State.Status}}', name], { allowFail: true })).out.trim();
      if (state !== 'running') break;
      const progress = (await logs(name)).split('\n').filter((l) => / rendering: /.test(l)).at(-1);
      if (progress && progress !== lastProgress) console.log(`  ${progress.trim()}`);
      lastProgress = progress ?? lastProgress;
    }
    await sleep(answeredAt === undefined ? 50 : 500);
  }
  report(`${name} becomes healthy`, `not healthy after ${secs(Date.now() - t0)}; its log:\n${(await logs(name)).slice(-3000)}`);
  return undefined;
}

/** Sends SIGTERM and waits for the container to stop: the time it took and its exit code. */
async function stopByTerm(name) {
  const t0 = Date.now();
  await podman(['kill', '--signal', 'TERM', name]);
  const code = (await podman(['wait', name])).out.trim();
  return { ms: Date.now() - t0, code };
}

/** The process's user id inside the container (its PID 1). */
async function processUid(name) {
  const status = (await podman(['exec', name, 'cat', '/proc/1/status'])).out;
  return /^Uid:\s+(\d+)/m.exec(status)?.[1];
}

/** The checks after both modes answered; resolves with [name, time] facts for the summary. */
export async function containerChecks({ image, names, demoArgs, demoUrl, cookie, report }) {
  const facts = [];
  for (const name of [names.demo, names.proxy]) {
    const uid = await processUid(name);
    report(`${name} runs as uid ${uid}, not root`, uid && uid !== '0' ? undefined : `uid ${uid}`);
  }
  const memories = (await get(`${demoUrl}/api/memories`, { headers: { cookie } })).body;

  console.log('━━ SIGTERM, and a restart on the same volume');
  for (const name of [names.proxy, names.demo]) {
    const stop = await stopByTerm(name);
    facts.push([`${name.replace('keepsake-test-', '')}: stopped by SIGTERM in`, secs(stop.ms)]);
    report(`${name} stops on SIGTERM within 2 s (${secs(stop.ms)}, exit ${stop.code})`, stop.ms <= 2000 && stop.code === '0' ? undefined : `took ${secs(stop.ms)}, exit ${stop.code}`);
  }
  await podman(['rm', names.demo]);
  const again = await startContainer(image, names.demo, demoArgs, demoUrl, report);
  facts.push(['demo, restart: healthy after', again ? secs(again.healthyMs) : 'never'], ['demo, restart: process to first answer', again ? secs(again.answeredMs) : 'never']);
  if (again) {
    report('the restart keeps the library (nothing generated)', /generating/.test(again.log) ? again.log.slice(-1000) : undefined);
    const me = await get(`${demoUrl}/api/users/me`, { headers: { cookie } });
    report('the restart keeps the session (the old cookie still signs in)', me.status === 200 ? undefined : `/api/users/me answered ${me.status}`);
    const after = (await get(`${demoUrl}/api/memories`, { headers: { cookie } })).body;
    report('the restart keeps the memories as they were', after === memories ? undefined : 'the memories differ');
  }

  console.log('━━ an older demo library in the volume');
  await stopByTerm(names.demo);
  await podman(['rm', names.demo]);
  const older = "new (require('node:sqlite').DatabaseSync)('/data/library.db').exec(\"UPDATE meta SET value = '0' WHERE key = 'library_format'\")";
  await podman(['run', '--rm', '-v', `${names.volume}:/data`, image, 'node', '-e', older]);
  const upgraded = await startContainer(image, names.demo, demoArgs, demoUrl, report);
  facts.push(['demo, older library: healthy after', upgraded ? secs(upgraded.healthyMs) : 'never']);
  if (upgraded) {
    const line = upgraded.log.split('\n').find((l) => l.includes('was made by an older Keepsake'));
    report(`an older library is generated afresh, saying so: ${line ?? '(no such line)'}`, line ? undefined : upgraded.log.slice(-1500));
    const restarts = (await podman(['inspect', '--format', '{{.RestartCount}}', names.demo])).out.trim();
    report('and signs in again, without a restart', restarts === '0' && (await signIn(demoUrl).then(() => true, () => false)) ? undefined : `restarts ${restarts}`);
  }
  return facts;
}
