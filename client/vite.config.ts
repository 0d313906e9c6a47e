import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ command }) => {
  // Vite builds React's development bundle when the shell says NODE_ENV=development (the server's
  // default, so a common value in a developer's shell); a build is always the production client.
  // Set before Vite resolves the rest of the config, which reads it after this function returns.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    server: {
      port: 5173,
      // The API runs as its own process in development; in production the server serves this build.
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: { outDir: 'dist', emptyOutDir: true },
  };
});
