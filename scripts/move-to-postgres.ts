import { moveToPostgresCommand } from '../src/server/backup/commands.ts';

process.exitCode = await moveToPostgresCommand(process.argv.slice(2));
