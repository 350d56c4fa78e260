import { restoreCommand } from '../src/server/backup/commands.ts';

process.exitCode = await restoreCommand(process.argv.slice(2));
