import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { createRuntime } from './runtime.js';
import { createLogger } from './lib/logger.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const runtime = await createRuntime(config, logger);
  const app = createApp(runtime);
  runtime.outbox.start();

  const server = app.listen(config.port, config.host, () => {
    logger.info(`Sitio disponible en ${config.publicUrl} (escuchando en ${config.host}:${config.port})`);
  });
  server.on('error', (err) => {
    logger.fatal({ err }, 'server could not start');
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('forced shutdown after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await runtime.close();
      logger.info('bye');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  createLogger('error').fatal({ err }, 'start-up failed');
  process.exit(1);
});
