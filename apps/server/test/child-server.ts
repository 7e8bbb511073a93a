/** A server started as a child process (`dist/main.js` or its source through tsx): its address, once it says it serves. */
import type { ChildProcess } from 'node:child_process';

/** Resolves with the child's address when its log says "serving on ..."; rejects, with the log, if it exits first. */
export function servingUrl(child: ChildProcess, name: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /serving on (http:\/\/localhost:\d+)/.exec(log);
      if (m) resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${log}`)));
  });
}
