// Types for scripts/container/compose-block.mjs (plain JavaScript, run by node as it is).

export interface Healthcheck {
  test: string[] | undefined;
  interval: string | undefined;
  timeout: string | undefined;
  start_period: string | undefined;
  retries: string | undefined;
}

export interface ReadmeService {
  image: string | undefined;
  environment: Record<string, string>;
  /** "host:container" */
  ports: string[];
  healthcheck: Healthcheck;
}

export function readmeService(readme: string): ReadmeService;

export function dockerfileSettings(dockerfile: string): { healthcheck: Healthcheck; port: string | undefined; exposed: string | undefined };
