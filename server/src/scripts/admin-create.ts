import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { resetAdminTwoFactor, upsertAdmin } from '../modules/admin-auth/admin-accounts.js';

/**
 * npm run admin:create -- --username ana --email ana@example.com --password '…'  (missing values are asked for)
 * npm run admin:create -- --username ana --reset-2fa   (lost phone: turns ana's two-factor login off)
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'reset-2fa': { type: 'boolean' },
  },
});

if (values['reset-2fa']) {
  const username = values.username ?? (await ask('Usuario: '));
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const done = await resetAdminTwoFactor(db, username.trim());
    if (done) {
      console.log(`Verificación en dos pasos de "${username.trim()}" desactivada; sus sesiones abiertas se cerraron.`);
      if (config.adminRequire2fa) console.log('ADMIN_REQUIRE_2FA está activo: la configurará de nuevo al iniciar sesión.');
    } else {
      console.error(`✗ No existe el administrador "${username.trim()}".`);
      process.exitCode = 1;
    }
  } finally {
    await closeDatabase(db);
  }
  process.exit();
}

const schema = z.object({
  username: z.string().trim().min(3, 'El usuario debe tener al menos 3 caracteres.').max(100),
  email: z.email('El correo electrónico no es válido.'),
  password: z.string().min(8, 'La contraseña debe tener al menos 8 caracteres.').max(200),
});

async function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) write.call(rl, s);
      else write.call(rl, '*'.repeat(s.length));
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer;
}

const input = {
  username: values.username ?? (await ask('Usuario: ')),
  email: values.email ?? (await ask('Correo electrónico: ')),
  password: values.password ?? (await ask('Contraseña (mín. 8 caracteres): ', true)),
};
const parsed = schema.safeParse(input);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`✗ ${issue.message}`);
  process.exit(1);
}

const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  await migrateToLatest(db);
  const result = await upsertAdmin(db, parsed.data, config.bcryptCost);
  console.log(
    result === 'created' ? `Administrador "${parsed.data.username}" creado.` : `Administrador "${parsed.data.username}" actualizado.`,
  );
} catch (err) {
  console.error(`No se pudo crear el administrador: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase(db);
}
