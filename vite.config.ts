import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { keepsakeDemoService } from './server/vite-plugin';

/** App and `/api` share one origin: the demo service (or the IMMICH_URL proxy) is Vite middleware. */
export default defineConfig({
  plugins: [react(), keepsakeDemoService()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  worker: { format: 'es' },
});
