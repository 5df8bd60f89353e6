// The Compose service that README.md's "Run it beside Immich" section tells people to paste, and
// the Dockerfile's HEALTHCHECK: read from the files themselves, so that `npm run test:container`
// runs that image with that environment, and a unit test holds the two health checks together.

/** The first ```yaml block of the README's "Run it beside Immich" section, as the service's settings. */
export function readmeService(readme) {
  const start = readme.indexOf('## Run it beside Immich');
  const block = start < 0 ? undefined : /```yaml\n([\s\S]*?)```/.exec(readme.slice(start))?.[1];
  if (!block) throw new Error('README.md has no ```yaml block under "## Run it beside Immich"');
  const lines = block.split('\n');
  const scalar = (key) => {
    const m = new RegExp(`^\\s+${key}:\\s*(.+?)\\s*$`, 'm').exec(block);
    return m?.[1]?.replace(/^"(.*)"$/, '$1');
  };
  /** The lines indented under `key:`, trimmed. */
  const under = (key) => {
    const at = lines.findIndex((l) => new RegExp(`^\\s+${key}:\\s*$`).test(l));
    if (at < 0) return [];
    const indent = lines[at].search(/\S/);
    const out = [];
    for (const line of lines.slice(at + 1)) {
      if (line.trim() === '') continue;
      if (line.search(/\S/) <= indent) break;
      out.push(line.trim());
    }
    return out;
  };
  const environment = Object.fromEntries(under('environment').map((l) => /^(\w+):\s*(.*)$/.exec(l)).filter(Boolean).map((m) => [m[1], m[2].replace(/^"(.*)"$/, '$1')]));
  const ports = under('ports').map((l) => l.replace(/^-\s*/, '').replace(/^"(.*)"$/, '$1'));
  const test = scalar('test');
  return {
    image: scalar('image'),
    environment,
    ports,
    healthcheck: {
      test: test ? JSON.parse(test) : undefined,
      interval: scalar('interval'),
      timeout: scalar('timeout'),
      start_period: scalar('start_period'),
      retries: scalar('retries'),
    },
  };
}

/** The Dockerfile's HEALTHCHECK, in the README's terms, and the port its ENV gives the server. */
export function dockerfileSettings(dockerfile) {
  const text = dockerfile.replace(/\\\n\s*/g, ' ');
  const line = /^HEALTHCHECK\s+(.*?)\s+CMD\s+(\[.*\])\s*$/m.exec(text);
  if (!line) throw new Error('the Dockerfile has no HEALTHCHECK … CMD [...]');
  const flag = (name) => new RegExp(`--${name}=(\\S+)`).exec(line[1])?.[1];
  return {
    healthcheck: { test: ['CMD', ...JSON.parse(line[2])], interval: flag('interval'), timeout: flag('timeout'), start_period: flag('start-period'), retries: flag('retries') },
    port: /^ENV\b.*\bPORT=(\d+)/m.exec(text)?.[1],
    exposed: /^EXPOSE\s+(\d+)/m.exec(text)?.[1],
  };
}
