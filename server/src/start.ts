import { ConfigError, configWarnings, loadConfig } from './config.js';
import { createApp } from './app.js';
import { createRuntime, type Runtime } from './runtime.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import { checkSmtp, redactUrl } from './lib/smtp-check.js';

/**
 * Starts the site: configuration, runtime (database, workers), HTTP server, graceful shutdown.
 * `index.ts` calls it with the system clock; the browser journeys' server
 * (`scripts/e2e-server.ts`) with a clock they can move.
 */
export async function startServer(clock: Clock = systemClock): Promise<Runtime> {
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
  for (const warning of configWarnings(config)) logger.warn(warning);
  const runtime = await createRuntime(config, logger, clock);
  const app = createApp(runtime);
  runtime.outbox.start();
  for (const worker of runtime.workers.values()) worker.start();

  const server = app.listen(config.port, config.host, () => {
    logger.info(`Sitio disponible en ${config.publicUrl} (escuchando en ${config.host}:${config.port})`);
    // after listening: searches meanwhile match what it has not written yet in memory (§22)
    runtime.searchIndex.start();
  });
  const { smtpUrl } = config.mail;
  if (smtpUrl) {
    // Checked once, in the background: the site serves while mail is down (the outbox retries),
    // but an operator must see a wrong SMTP_URL on the first start, not in a user's complaint.
    void checkSmtp(smtpUrl).then((problem) => {
      if (problem)
        logger.warn(
          { smtp: redactUrl(smtpUrl), problem },
          'SMTP_URL: el servidor de correo no responde; los correos quedan en cola hasta que responda',
        );
      else logger.info({ smtp: redactUrl(smtpUrl) }, 'SMTP connection verified');
    });
  } else {
    logger.warn({ dir: config.mail.dir }, 'e-mails are written as files (no SMTP_URL, or MAIL_TRANSPORT=file): nobody receives them');
  }
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
  return runtime;
}
