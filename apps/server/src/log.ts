/** A tiny leveled logger; main wires it to stderr, tests silence it. */
export interface Log {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function consoleLog(level: 'silent' | 'info' | 'debug'): Log {
  return {
    info: (m) => { if (level !== 'silent') console.error(m); },
    error: (m, e) => { console.error(m, e instanceof Error ? e.stack : (e ?? '')); },
  };
}
