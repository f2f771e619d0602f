import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../../core/config.js';
import { evaluationJobCommand } from '../../backends/compute/job-programs.js';
import { parseEvaluationEvent, type EvaluationJobEvent, type EvaluationJobInput } from '../../core/jobs/evaluation.js';

export interface EvaluationJobEnd {
  code: number | null;
  events: EvaluationJobEvent[];
  stderr: string;
}

/** Runs the evaluation job as the compute backend would start it, to its end. */
export function runEvaluationJob(input: EvaluationJobInput): Promise<EvaluationJobEnd> {
  const { command, env } = evaluationJobCommand(input);
  const child = spawn(command[0]!, command.slice(1), { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const events = stdout.split('\n').flatMap((line) => {
        const event = parseEvaluationEvent(line);
        return event ? [event] : [];
      });
      resolve({ code, events, stderr });
    });
  });
}
