import type { Plugin } from 'vite';

/** Placeholder until the demo service lands (issue 2): mounts nothing yet. */
export function keepsakeDemoService(): Plugin {
  return { name: 'keepsake-demo-service' };
}
