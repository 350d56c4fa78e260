import { loadConfig } from './config/config.ts';
import { createServer } from './server.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT } from './bootstrap/demo-data.ts';

const config = loadConfig();
const server = await createServer(config, {
  logger: { level: config.logLevel },
  listen: { port: config.port, host: config.host },
}).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

const lines = [
  '',
  `NebenkostenPlus läuft: http://localhost:${config.port}`,
  `Datenbank: ${server.database.driver === 'pglite' ? `eingebettet (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `API-Dokumentation: http://localhost:${config.port}/api/docs`,
];
if (server.generatedAdminPassword) {
  lines.push(
    `Admin-Zugang angelegt: Benutzer "admin", Passwort "${server.generatedAdminPassword}" (wird nur jetzt angezeigt)`,
  );
} else {
  lines.push('Admin-Zugang: Benutzer "admin" mit dem Passwort aus ADMIN_PASSWORD bzw. vom ersten Start');
}
if (config.seedDemo) {
  lines.push(
    `Demo-Vermieter: "${DEMO_LANDLORD}" / "${DEMO_PASSWORD}"`,
    `Demo-Mieter: "${DEMO_TENANT}" / "${DEMO_PASSWORD}"`,
  );
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
