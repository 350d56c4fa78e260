import { formatNumberDe } from '../decimal.ts';

const count = (n: number) => formatNumberDe(n, 0);
const megabytes = (bytes: number) => `${formatNumberDe(bytes / 1024 / 1024, 1)} MB`;

/** What the operator's commands `backup`, `restore` and `move-to-postgres` print. */
export const backupTexts = {
  usage: (command: string, argument: string) => `Aufruf: npm run ${command} -- ${argument}`,
  written: (file: string, tables: number, rows: number, bytes: number) =>
    `Sicherung geschrieben: ${file} (${count(tables)} Tabellen, ${count(rows)} Zeilen, ${megabytes(bytes)})`,
  viaServer:
    'Der laufende Server verwendet das Datenverzeichnis; er hat die Sicherung über den Sicherungs-Socket geschrieben.',
  fileMissing: (file: string) => `Die Datei ${file} gibt es nicht.`,
  fileExists: (file: string) =>
    `Die Datei ${file} gibt es bereits. Wählen Sie einen neuen Dateinamen; eine Sicherung überschreibt nichts.`,
  noDataDir: (dir: string) =>
    `Im Datenverzeichnis ${dir} liegt keine Datenbank. Prüfen Sie DATA_DIR oder setzen Sie DATABASE_URL.`,
  lockedWithoutSocket: (dir: string) =>
    `Das Datenverzeichnis ${dir} wird von einem laufenden Prozess verwendet, der keine Sicherung über den ` +
    'Sicherungs-Socket anbietet. Beenden Sie ihn oder aktualisieren Sie ihn auf diese Version.',
  socketPathTooLong: (path: string, max: number) =>
    `Der Pfad des Sicherungs-Sockets ist zu lang (${Buffer.byteLength(path)} Bytes, höchstens ${max}): ${path}. ` +
    'Wählen Sie ein Datenverzeichnis mit kürzerem Pfad, um den laufenden Server sichern zu können.',
  serverBackupFailed: (reason: string) =>
    `Die Sicherung durch den laufenden Server ist fehlgeschlagen: ${reason}`,
  invalidFile: (file: string, reason: string) =>
    `Die Datei ${file} ist keine gültige NebenkostenPlus-Sicherung: ${reason}`,
  notGzip: 'sie ist nicht mit gzip gepackt oder beschädigt.',
  truncated: 'sie ist unvollständig (abgeschnitten).',
  notJson: (line: number) => `Zeile ${line} ist kein gültiges JSON.`,
  wrongFormat: 'der Kopf nennt nicht das Format „nebenkostenplus-backup“.',
  wrongVersion: (version: unknown) =>
    `das Format in Version ${String(version)} kann diese Version nicht lesen.`,
  unexpectedLine: (line: number) => `Zeile ${line} steht an falscher Stelle.`,
  countMismatch: (table: string, expected: number, actual: number) =>
    `Tabelle ${table}: ${count(expected)} Zeilen erwartet, ${count(actual)} gefunden.`,
  checksumMismatch: (table: string) => `Tabelle ${table}: die Prüfsumme stimmt nicht.`,
  trailingData: 'nach dem Abschluss folgen weitere Daten.',
  tablesMismatch: 'die Tabellen im Abschluss passen nicht zu den Tabellen der Datei.',
  unknownMigration: (tag: string) =>
    `Die Sicherung stammt von einer neueren Version (Migration „${tag}“ ist hier unbekannt). ` +
    'Spielen Sie sie mit der Version ein, die sie geschrieben hat, oder einer neueren.',
  migrationsNotPrefix:
    'Die Migrationen der Sicherung passen nicht zu den Migrationen dieser Version; sie kann hier nicht eingespielt werden.',
  unknownSourceMigration: (createdAt: string) =>
    `Die Datenbank wurde von einer neueren Version migriert (Migration vom Zeitpunkt ${createdAt} ist hier unbekannt). ` +
    'Sichern Sie sie mit dieser neueren Version.',
  schemaMismatch: (table: string) =>
    `Tabelle ${table} der Sicherung passt nicht zum Schema dieser Version; nichts wurde eingespielt.`,
  tableMissing: (table: string) =>
    `Die Sicherung enthält die Tabelle ${table} nicht; nichts wurde eingespielt.`,
  targetDirNotEmpty: (dir: string) =>
    `Das Datenverzeichnis ${dir} ist nicht leer. Eine Wiederherstellung schreibt nur in ein leeres oder neues ` +
    'Verzeichnis; nichts wurde verändert.',
  targetDbNotEmpty:
    'Die Zieldatenbank ist nicht leer (sie enthält bereits Tabellen). Eine Wiederherstellung schreibt nur in eine ' +
    'leere Datenbank; nichts wurde verändert.',
  targetMismatch: (table: string) =>
    `Nach dem Einspielen stimmt Tabelle ${table} nicht mit der Sicherung überein; nichts wurde eingespielt.`,
  restored: (target: string, tables: number, rows: number) =>
    `Wiederherstellung abgeschlossen: ${target} (${count(tables)} Tabellen, ${count(rows)} Zeilen, Zeilenzahlen und Prüfsummen stimmen).`,
  targetDataDir: (dir: string) => `Datenverzeichnis ${dir}`,
  targetPostgres: 'PostgreSQL (DATABASE_URL)',
  moveNeedsUrl: 'Geben Sie die Adresse der PostgreSQL-Datenbank an (postgres://…).',
  moveHeading: 'Tabelle                          Zeilen (eingebettet)  Zeilen (PostgreSQL)  Prüfsumme',
  moveRow: (table: string, source: number, target: number, same: boolean) =>
    `${table.padEnd(32)} ${count(source).padStart(20)}  ${count(target).padStart(19)}  ${same ? 'gleich' : 'ABWEICHEND'}`,
  moveDifferent: (tables: string[]) =>
    `Umzug nicht vollständig: ${tables.join(', ')} weichen ab. Die Zieldatenbank ist nicht zu verwenden.`,
  moveDone: (tables: number, rows: number) =>
    `Umzug abgeschlossen: ${count(tables)} Tabellen, ${count(rows)} Zeilen, alle Zeilenzahlen und Prüfsummen gleich. ` +
    'Das Datenverzeichnis blieb unverändert.',
  moveNext:
    'Setzen Sie jetzt DATABASE_URL auf diese Datenbank und starten Sie den Server wie bisher (npm start); ' +
    'DATA_DIR wird dann nicht mehr verwendet. Bewahren Sie das Datenverzeichnis auf, bis alles läuft.',
  databaseError: (reason: string) => `Datenbankfehler: ${reason}`,
} as const;
