import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type ObjectStorage } from './storage.ts';

/**
 * Files on local disk under DATA_DIR/uploads: outside the web root, directories 0700 and
 * files 0600 so only the server's own user can read them.
 */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async check() {
      await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
      await fs.promises.access(root, fs.constants.W_OK);
    },
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // NOTE: write beside and rename, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.promises.writeFile(temp, body, { mode: 0o600, flag: 'wx' });
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
