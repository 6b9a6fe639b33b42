import fs from 'node:fs';

/**
 * Removes a test's scratch folder. Everything that writes there (servers, databases and their
 * threads) is closed first; should the file system still refuse after the retries, the folder is
 * reported and left: it is scratch space, and its removal is not what any suite tests.
 */
export async function removeScratchDir(dir: string): Promise<void> {
  try {
    await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (err) {
    console.warn(`test folder ${dir} not removed: ${(err as Error).message}`);
  }
}
