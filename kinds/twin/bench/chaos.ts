/** The twin kind's chaos scenario (bench/chaos/kinds.ts says what a scenario is): a twin of the demo's episode 0. */
import { api, type Body } from '../../../bench/chaos/http.js';
import { ofKind, type Kind } from '../../../bench/chaos/kinds.js';
import { fetchArchive, listFiles, tarEntryHashes } from '../../../bench/chaos/outputs.js';
import { DEMO_DATASET, ensureDemoDatasets } from '../../../cli/demo-datasets.js';
import { TWIN_BUILD_TOKENS } from '../../../core/pricing.js';

const twin: Kind = {
  name: 'twin',
  ...ofKind('twin'),
  async prepare(stack) {
    await ensureDemoDatasets(stack.hub);
  },
  async create(stack) {
    const { status, body } = await api(stack, this.path, { method: 'POST', json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    if (status !== 201 && status !== 202) throw new Error(`create twin: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  // Past the first stage: a stage is running and at least one is finished.
  midPhase: (run) => run.status === 'processing' && run.stage !== null && ((run.stages ?? []) as Body[]).length > 0,
  describe: (run) => `${run.status}/${run.stage ?? '-'}`,
  expectedLedger: [['charge', TWIN_BUILD_TOKENS]],
  async checkOutput(stack, run) {
    if (!run.download) return 'no download';
    const archive = await fetchArchive(stack, run.download);
    if (typeof archive === 'string') return archive;
    const listed = await listFiles(stack, `${this.path}/${run.id}/files`);
    const inArchive = await tarEntryHashes(archive, stack.workDir);
    for (const file of listed) {
      const entry = inArchive[`${run.id}/${file.path}`] ?? inArchive[file.path as string];
      if (entry === undefined) return `${file.path} listed but not in the archive`;
      if (entry !== file.sha256) return `${file.path}: sha256 in archive differs from the files list`;
    }
    return listed.length === 0 ? 'files list empty' : null;
  },
};

export const chaosScenarios: Kind[] = [twin];
