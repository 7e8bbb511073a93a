// Root-level tests: the repository's own tooling (the ESLint layer rule).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tools/**/*.test.js'] } });
