import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dockerfileSettings, readmeService } from './compose-block.mjs';

const readme = readFileSync('README.md', 'utf8');
const dockerfile = readFileSync('Dockerfile', 'utf8');

describe("README's compose block and the Dockerfile", () => {
  const service = readmeService(readme);
  const image = dockerfileSettings(dockerfile);

  it('the block runs the image with the Dockerfile’s own health check', () => {
    expect(image.healthcheck.test?.join(' ')).toContain('/api/server/ping');
    expect(service.healthcheck).toEqual(image.healthcheck);
  });

  it('points Keepsake at Immich by its Compose service name and publishes the port the image listens on', () => {
    expect(service.environment).toEqual({ IMMICH_URL: 'http://immich-server:2283' });
    expect(image.port).toBe('3000');
    expect(image.exposed).toBe(image.port);
    expect(service.ports.map((p) => p.split(':').at(-1))).toEqual([image.port]);
    expect(service.image).toMatch(/^keepsake:/);
  });

  it('fails on a block that lost its health check', () => {
    const broken = readme.replace(/\n\s+healthcheck:[\s\S]*?retries: \d+\n/, '\n');
    expect(readmeService(broken).healthcheck.test).toBeUndefined();
  });
});
