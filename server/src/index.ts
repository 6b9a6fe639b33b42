import { startServer } from './start.js';
import { createLogger } from './lib/logger.js';

startServer().catch((err: unknown) => {
  createLogger('error').fatal({ err }, 'start-up failed');
  process.exit(1);
});
