import { Command, CommanderError } from 'commander';
import { registerDatasets } from './commands/datasets.js';
import { registerDownload } from './commands/download.js';
import { registerEvents } from './commands/events.js';
import { registerLogin } from './commands/login.js';
import { registerLogs } from './commands/logs.js';
import { registerRelight } from './commands/relight.js';
import { registerVideo } from './commands/video.js';
import { registerRl } from './commands/rl.js';
import { registerRuns } from './commands/runs.js';
import { registerTrain } from './commands/train.js';
import { registerTwins } from './commands/twins.js';
import { registerEval } from './commands/eval.js';
import { registerWebhooks } from './commands/webhooks.js';
import { CliFailure, EXIT } from './exit-codes.js';

/** `rlp`: the user CLI of the platform (docs/cli.md). The operator CLI is `npm run admin`. */
function program(): Command {
  const rlp = new Command('rlp')
    .description('Robot Learning Platform from the command line. Credentials: `rlp login`, or RLP_API_KEY / RLP_BASE_URL.')
    .version('0.1.0')
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', '\nExit codes: 0 success; 1 the API refused or was unreachable; 2 usage error or not logged in; 3 a followed run ended failed or canceled; 4 a followed run succeeded but its policy failed its verdict.');
  for (const register of [registerLogin, registerDatasets, registerRelight, registerVideo, registerTrain, registerTwins, registerRl, registerEval, registerRuns, registerDownload, registerLogs, registerEvents, registerWebhooks]) register(rlp);
  return rlp;
}

async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has printed the help or the message already
      return ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code) || error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof CliFailure) {
      process.stderr.write(`rlp: ${error.message}\n`);
      if (argv.includes('--json')) process.stdout.write(`${JSON.stringify({ error: error.apiError ?? { message: error.message } })}\n`);
      return error.exitCode;
    }
    process.stderr.write(`rlp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.failure;
  }
}

// Commands that keep running (events tail, webhooks listen, follows) return only when done.
process.exitCode = await main(process.argv);
