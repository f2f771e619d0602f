import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../../core/config.js';
import { evaluationJobCommand, visualTrainerCommand, type JobCommand } from '../../backends/compute/job-programs.js';
import { parseEvaluationEvent, type EvaluationJobEvent, type EvaluationJobSpec } from '../../core/jobs/evaluation.js';
import { parseVisualEvent, type VisualJobEvent } from '../../core/jobs/visual.js';

export interface EvaluationJobEnd {
  code: number | null;
  events: EvaluationJobEvent[];
  stderr: string;
}

/** Runs the evaluation job as the compute backend would start it, to its end. */
export const runEvaluationJob = (spec: EvaluationJobSpec): Promise<EvaluationJobEnd> => runToEnd(evaluationJobCommand(spec), parseEvaluationEvent);

/** Runs the built-in visual policy's trainer to its end; its events as its events schema defines them. */
export const runVisualTrainer = (args: string[]): Promise<{ code: number | null; events: VisualJobEvent[]; stderr: string }> => runToEnd(visualTrainerCommand(args), parseVisualEvent);

function runToEnd<E>({ command, env }: JobCommand, parse: (line: string) => E | null | undefined): Promise<{ code: number | null; events: E[]; stderr: string }> {
  const child = spawn(command[0]!, command.slice(1), { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const events = stdout.split('\n').flatMap((line) => {
        const event = parse(line);
        return event ? [event] : [];
      });
      resolve({ code, events, stderr });
    });
  });
}
