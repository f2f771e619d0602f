import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { HubError } from '../core/ports/hub-errors.js';
import { LocalGitHub } from '../backends/hub/local-git.js';
import { loadConfig } from '../core/config.js';
import { DatasetFormatError, inspectDataset, openDataset } from '../core/lerobot/index.js';
import { checkPushOwner } from './hub-push-owner.js';

const USAGE = `Local dataset hub (add --json for machine-readable output; use 'npm run --silent hub -- …' in scripts):

  push DIR OWNER/NAME [--account ACCOUNT_ID] [--message TEXT] [--private] [--tag NAME]...
      Check that DIR is a LeRobot dataset (v2.1 or v3.0) and commit it to the local hub,
      tagged with its codebase version. Prints the new commit id.
      --account: the account that owns it; OWNER must be that account's namespace or one granted
      to it ('npm run admin -- namespaces grant'). Without --account, OWNER is a shared namespace
      (such as 'demo'): the operator writes, accounts read its public repos.
  list
      Every repository with its main commit and tags.
  show OWNER/NAME [--revision REV]
      One repository: tags, recent commits and a summary of the dataset at REV (default main).

The hub lives in HUB_DIR (default DATA_DIR/hub); checkouts are cached in DATA_DIR/hub-cache.`;

class UsageError extends Error {}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    message: { type: 'string', short: 'm' },
    private: { type: 'boolean' },
    tag: { type: 'string', multiple: true },
    revision: { type: 'string' },
    account: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function print(json: unknown, text: string): void {
  console.log(flags.json ? JSON.stringify(json, null, 2) : text);
}

async function run(hub: LocalGitHub, [command, ...args]: string[]): Promise<void> {
  switch (command) {
    case 'push': {
      const [dir, repoId] = args;
      if (!dir || !repoId) throw new UsageError('push needs DIR and OWNER/NAME.');
      const dataset = await openDataset(dir);
      const inspection = await inspectDataset(dataset);
      await checkPushOwner(hub, repoId, flags.account);
      const tags = [...new Set([dataset.version, ...(flags.tag ?? [])])];
      const result = await hub.push(repoId, dir, {
        message: flags.message ?? `Upload ${dataset.version} dataset (${dataset.episodes.length} episodes, ${dataset.totalFrames} frames)`,
        tags,
        ...(flags.private !== undefined ? { private: flags.private } : {}),
      });
      if (!flags.json) for (const warning of inspection.warnings) console.error(`warning: ${warning}`);
      return print(
        {
          repo_id: result.repoId,
          commit: result.commit,
          url: result.url,
          created: result.created,
          tags,
          codebase_version: dataset.version,
          total_episodes: dataset.episodes.length,
          total_frames: dataset.totalFrames,
          warnings: inspection.warnings,
        },
        `${result.commit}\n\n${result.created ? 'created' : 'updated'} ${result.repoId} (${tags.join(', ')}): ${dataset.episodes.length} episodes, ${dataset.totalFrames} frames\n${result.url}`,
      );
    }
    case 'list': {
      const repos = await hub.list();
      return print(
        repos.map((repo) => ({ repo_id: repo.repoId, head: repo.head, tags: repo.tags.map((t) => t.name), private: repo.private, url: repo.url })),
        repos.map((repo) => `${repo.repoId}  ${repo.head ?? '(empty)'}  [${repo.tags.map((t) => t.name).join(', ')}]${repo.private ? '  private' : ''}`).join('\n') ||
          '(no repositories)',
      );
    }
    case 'show': {
      const [repoId] = args;
      if (!repoId) throw new UsageError('show needs OWNER/NAME.');
      const summary = await hub.summary(repoId);
      const history = await hub.history(repoId, 10);
      const resolved = await hub.resolve(repoId, flags.revision ?? null);
      const dataset = await openDataset(await hub.checkout(repoId, resolved.commit));
      const inspection = await inspectDataset(dataset);
      const json = {
        repo_id: repoId,
        url: summary.url,
        private: summary.private,
        head: summary.head,
        tags: summary.tags,
        revision: { requested: flags.revision ?? 'main', commit: resolved.commit, tags: resolved.tags },
        commits: history,
        dataset: inspection,
      };
      const text = [
        `${repoId}${summary.private ? ' (private)' : ''}  ${summary.url}`,
        `tags: ${summary.tags.map((t) => `${t.name}→${t.commit.slice(0, 12)}`).join(', ') || '(none)'}`,
        `at ${flags.revision ?? 'main'} = ${resolved.commit}`,
        `  LeRobot ${inspection.codebase_version}, robot ${inspection.robot_type ?? '?'}, ${inspection.fps} fps, ${inspection.total_episodes} episodes, ${inspection.total_frames} frames`,
        `  cameras: ${inspection.cameras.map((c) => `${c.name} ${c.width}x${c.height} ${c.codec ?? '?'}${c.video_present ? '' : ' (videos missing)'}`).join(', ') || '(none)'}`,
        `  trainable: ${inspection.trainable ? 'yes' : `no — ${inspection.problems.join(' ')}`}`,
        ...inspection.warnings.map((w) => `  warning: ${w}`),
        'commits:',
        ...history.map((c) => `  ${c.commit.slice(0, 12)}  ${c.date}  ${c.message}`),
      ].join('\n');
      return print(json, text);
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  }
}

if (flags.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(flags.help ? 0 : 2);
}
const config = loadConfig();
const hub = new LocalGitHub({ hubDir: config.hubDir, cacheDir: join(config.dataDir, 'hub-cache') });
try {
  await run(hub, positionals);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof DatasetFormatError) {
    console.error(`Not a usable LeRobot dataset (${error.code}): ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof HubError) {
    console.error(`Hub error (${error.code}): ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
