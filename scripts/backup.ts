import { backupCommand } from '../src/server/backup/commands.ts';

process.exitCode = await backupCommand(process.argv.slice(2));
