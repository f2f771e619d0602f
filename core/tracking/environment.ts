import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.js';

/** The job programs' tracker environment (mlflow-skinny, wandb, tensorboardX), installed by setup. */
export const TRACK_VENV = join(PROJECT_ROOT, '.venv-track');
export const TRACK_PYTHON = join(TRACK_VENV, 'bin', 'python');

/** A real MLflow tracking server for the tests (full `mlflow`), installed by setup; production never runs it. */
export const MLFLOW_SERVER_VENV = join(PROJECT_ROOT, '.venv-mlflow');
export const MLFLOW_SERVER_BIN = join(MLFLOW_SERVER_VENV, 'bin', 'mlflow');
