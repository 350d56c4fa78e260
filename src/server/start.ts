import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { createServer } from './server.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT } from './bootstrap/demo-data.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`NebenkostenPlus startet nicht:\n${error.message}`);
  process.exit(1);
}
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
  config.role === 'worker'
    ? `NebenkostenPlus-Hintergrundprozess (ROLE=worker) läuft; Zustand: http://localhost:${config.port}/api/ready`
    : `NebenkostenPlus läuft${config.role === 'web' ? ' (ROLE=web)' : ''}: http://localhost:${config.port}`,
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

// Stopping: no new connections, the requests in flight answered, running jobs finished or handed
// back, the database closed; then exit 0, so a supervisor sees a clean stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Fehler beim Beenden:', error);
        process.exit(1);
      },
    );
  });
}
