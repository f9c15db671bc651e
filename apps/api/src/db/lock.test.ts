import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, lockDataDirectory } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('lockDataDirectory', () => {
  it('refuses a second opening while the first holds the lock, then allows it after release', () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    release();
    const again = lockDataDirectory(dir);
    again();
  });

  it('names the other process when another process holds the directory', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'database.lock'), String(child.pid));
    try {
      expect(() => lockDataDirectory(dir)).toThrow(new RegExp(`already in use by another process \\(pid ${child.pid}\\)`));
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'database.lock'), '999999');
    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, 'database.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'database.lock'))).toBe(false);
  });
});
