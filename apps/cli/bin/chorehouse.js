#!/usr/bin/env node
import { main } from '../dist/main.js';

// Piping into `head` closes stdout early; that is not an error worth a stack trace.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), stdin: process.stdin });
