import fs from 'node:fs';
import path from 'node:path';

export class DataDirectoryLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files must never be opened by two processes at once: a lock file holding the
 * owner's pid guards the data directory. A lock left by a process that is gone is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'database.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && (owner === process.pid || isRunning(owner))) {
        throw new DataDirectoryLockedError(
          `The embedded database in ${dataDir} is already in use by another process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
