/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Four pages: the game (index.html), two QA routes and the admin console (admin.html), none loading into the game's chunk.
export default defineConfig({
  plugins: [react()],
  // Workspace packages are read as TypeScript source (their `source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // `npm run dev`: the game page talks to a game server on :3000 (`npm start`) through vite.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    // The bench script reads which chunks the game page loads from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // A stable, recognisable vendor chunk (three.js, React, fiber, zustand) shared by the pages.
        codeSplitting: {
          groups: [
            { name: 'vendor-3d', test: /node_modules[\\/](three|@react-three|react|react-dom|scheduler|zustand|its-fine|suspend-react)[\\/]/ },
            // The simulator and the world views: everything the game page needs besides the vendors.
            { name: 'world', test: /packages[\\/](sim|render)[\\/]|apps[\\/]web[\\/]src[\\/](models|render|world|picking|state)[\\/]|pages[\\/](ready|game[\\/]keyboard)\.ts/ },
          ],
        },
      },
      input: {
        game: resolve(import.meta.dirname, 'index.html'),
        gallery: resolve(import.meta.dirname, 'gallery.html'),
        preview: resolve(import.meta.dirname, 'preview.html'),
        // The admin and researcher console: its own entry, so its code never loads with the game page.
        admin: resolve(import.meta.dirname, 'admin.html'),
      },
    },
  },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
