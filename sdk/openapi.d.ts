// Generated from GET /v1/openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/v1/augmentations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List augmentations, newest first
         * @description `output.files` is never listed; GET one augmentation for its files.
         */
        get: operations["listAugmentations"];
        put?: never;
        /**
         * Create an augmentation
         * @description Checks the source now when the hub answers (404 `dataset_not_found`, 400 `incompatible_dataset`, 400 `camera_not_found` with the dataset's cameras in `details.cameras`), then 402 `insufficient_tokens` when the estimate exceeds the balance, and 429 `concurrency_limit_exceeded` (with `Retry-After`) when the account already has `AUGMENTATION_CONCURRENCY_LIMIT` augmentations processing. `model: video` is 403 `feature_not_enabled` while no video engine is configured. Tokens are charged when work starts.
         */
        post: operations["createAugmentation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One augmentation, with live progress; the only place output.files is filled */
        get: operations["retrieveAugmentation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an augmentation
         * @description Stops ffmpeg and GPU work within seconds. Answers at once: the augmentation shows `canceling` until its work has stopped, then `canceled` (event `augmentation.canceled`). One that already ended: 409 `not_cancelable`. Accepts `Idempotency-Key`.
         */
        post: operations["cancelAugmentation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/{id}/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Episodes of a video augmentation, by index
         * @description Empty for a relight, which publishes the whole dataset (see `output`). Paginate with `starting_after` = the previous page's `next_cursor`.
         */
        get: operations["listAugmentationEpisodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/{id}/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One output file (the fallback link of output.files when signing is off)
         * @description Needs the Authorization header. Honours `Range` (206, 416) and HEAD. `{path}` is the file path relative to the dataset root, slashes included (e.g. `meta/info.json`). 409 `augmentation_not_ready` (with `details.status`) until the augmentation has succeeded.
         */
        get: operations["downloadAugmentationFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/{id}/frames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A before/after thumbnail of a relit camera (JPEG)
         * @description One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for both to compare them side by side. Only for succeeded relights published as a download (409 `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.
         */
        get: operations["downloadAugmentationFrame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/augmentations/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate the token cost of an augmentation
         * @description Takes the create body (`model` `relight` or `video`; `auto` is priced as relight of the cameras named, or all). Reads the source dataset to count episodes, cameras and minutes.
         */
        post: operations["estimateAugmentation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current credit balance */
        get: operations["retrieveCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The datasets this account can read, each with its inspect summary
         * @description Its own namespace's and granted namespaces' repositories (private ones included) and the public ones of shared namespaces (`demo/…`); never another account's namespace. In repo id order; `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501 `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).
         */
        get: operations["listDatasets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/datasets/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a dataset is trainable and read its cameras
         * @description Any valid key may call this; it is free. Errors: 404 `dataset_not_found`, 400 `incompatible_dataset` (not a LeRobot dataset), 400 `unsupported_dataset_version`.
         */
        post: operations["inspectDataset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List evaluations, newest first */
        get: operations["listEvaluations"];
        put?: never;
        /**
         * Evaluate a policy in a twin: N seeded episodes, closed loop
         * @description Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged when work starts and refunded when it fails on our side.
         */
        post: operations["createEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One evaluation: status and progress; once evaluated, the success rate, its interval and the checks */
        get: operations["retrieveEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report, episodes and clip grid as one zip
         * @description A 302 to a signed storage link, or the zip streamed through this API when signing is off. 409 `evaluation_not_ready` until the evaluation has succeeded.
         */
        get: operations["downloadEvaluationArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop an evaluation
         * @description The job stops; an evaluation keeps no partial figures and ends `canceled`. Answers at once: the evaluation shows `canceling` until its work has stopped, then `canceled` (event `evaluation.canceled`). One that already ended: 409 `not_cancelable`. Accepts `Idempotency-Key`.
         */
        post: operations["cancelEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per episode: seed, success, lift, place error, steps, failure mode
         * @description 409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index` of a page as `starting_after`.
         */
        get: operations["listEvaluationEpisodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An evaluation's files (report.json, episodes.json, clip_grid.mp4, clip_grid.jpg)
         * @description 409 `evaluation_not_ready` until the evaluation has succeeded.
         */
        get: operations["listEvaluationFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/{id}/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of an evaluation */
        get: operations["downloadEvaluationFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seconds and tokens for an evaluation */
        post: operations["estimateEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/evaluations/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an evaluation's body (free): the policy and twin resolved, the price, warnings
         * @description Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.
         */
        post: operations["validateEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The durable event log, newest first
         * @description Every run ending is one event, kept 90 days. Filters combine; pass `next_cursor` as `starting_after` with the same filters for the next page.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event */
        get: operations["retrieveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hardware_tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hardware tiers with the token rate each bills at, and whether this deployment can run each */
        get: operations["listHardwareTiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which trackers have credentials set on the account (never the values) */
        get: operations["retrieveIntegrationCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/mlflow/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the account's mlflow credentials
         * @description `{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or `MLFLOW_TRACKING_TOKEN`). Sealed at rest; replaces what was set; the answer names the fields, never their values. Runs that start afterwards use them.
         */
        put: operations["updateMlflowCredentials"];
        post?: never;
        /** Delete the account's mlflow credentials */
        delete: operations["deleteMlflowCredentials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/wandb/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the account's wandb credentials
         * @description `{api_key}`. Sealed at rest; replaces what was set; the answer names the fields, never their values. Runs that start afterwards use them.
         */
        put: operations["updateWandbCredentials"];
        post?: never;
        /** Delete the account's wandb credentials */
        delete: operations["deleteWandbCredentials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's API keys, newest first, revoked ones included
         * @description Never the secrets: each key shows its redacted start only. Paged like every list (`limit`, `starting_after`).
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create an API key; the full key is in this response only
         * @description The new key may hold only scopes the caller holds, and never outlives it: its expiry is capped at the calling key's, and revoking the calling key revokes it too.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key, and every key it created; they stop working at once
         * @description Effective at once: the API process that answers refuses the key from the next request, and every other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first revocation time. The key stays listed, with `revoked_at`.
         */
        delete: operations["deleteKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling API key: identity and scopes
         * @description Any valid key may call this. Called with a console session, it describes the session (id `ses_…`, every scope).
         */
        get: operations["retrieveCurrentKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uniform status of any run, chosen by id prefix
         * @description Known prefixes: aug_, trn_, twin_, rl_, eval_. Needs the read scope of that kind.
         */
        get: operations["retrieveOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List RL runs, newest first
         * @description `metrics` are the last stored values (GET by id reads them live).
         */
        get: operations["listRlRuns"];
        put?: never;
        /**
         * Train: one run per seed, as one batch sharing a group_id
         * @description The spec is checked as `/v1/rl_runs/validate` does (400 `parameter_invalid` with the first problem's dotted `param` and every problem in `details.problems`; 404 when `scene.twin_id` is not a twin of this account, 409 `twin_not_ready` when it has not succeeded). All runs are created, or none: 429 `concurrency_limit_exceeded` when the seeds do not fit the free in-flight RL slots, 402 `insufficient_tokens` when the balance does not cover them.
         */
        post: operations["createRlRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One RL run: status, phase and live metrics; once packaged, the verdict and outputs */
        get: operations["retrieveRlRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bundle as one zip: policy.onnx, checkpoint.zip, scene/ with its licence, metrics.jsonl, report.json, clip.mp4
         * @description A 302 to a signed storage link, or the zip streamed through this API when signing is off. 409 `rl_run_not_packaged` until the run has packaged a policy.
         */
        get: operations["downloadRlRunArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a run; a run that has trained keeps its policy
         * @description Training stops; the latest checkpoint is evaluated, rendered and packaged by the run itself, and the run ends `canceled` with its `verdict` and `outputs`. A run that never saved a checkpoint ends `canceled` without outputs. Answers at once: the RL run shows `canceling` until its work has stopped, then `canceled` (event `rl_run.canceled`). One that already ended: 409 `not_cancelable`. Accepts `Idempotency-Key`.
         */
        post: operations["cancelRlRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved iterations, each downloadable as ONNX or as the training checkpoint */
        get: operations["listRlRunCheckpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/checkpoints/{env_steps}/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)
         * @description A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when signing is off.
         */
        get: operations["downloadRlRunCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packaged bundle's files (path, bytes, sha256, link), in path order
         * @description Paginate by passing the last path of a page as `starting_after`. 409 `rl_run_not_packaged` until the run has packaged a policy.
         */
        get: operations["listRlRunFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of the bundle (fallback link when storage signing is off) */
        get: operations["downloadRlRunFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and each reward term
         * @description In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear while the run trains.
         */
        get: operations["listRlRunMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verdict, its checks, and the judge's read of the evaluation clip
         * @description 409 `rl_run_not_packaged` until the run has packaged a policy.
         */
        get: operations["retrieveRlRunReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What can be trained here: robots, objectives with parameters and bounds, tiers, engines */
        get: operations["retrieveRlRunCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Minutes and tokens for a spec and a number of seeds, from measured throughput
         * @description Takes create’s body as it is (`integrations` and `webhook_metadata` are checked, then ignored); a spec that cannot run answers as create does.
         */
        post: operations["estimateRlRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A task spec from a plain-English description (rules; says what it could not map) */
        post: operations["planRlRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rl_runs/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a task spec (free): every problem with its dotted param, or the spec with its defaults
         * @description Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then ignored).
         */
        post: operations["validateRlRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Policy types a training run can fine-tune */
        get: operations["listTrainingPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List training runs, newest first
         * @description `metrics` are the last stored values; `phase` and `eval` are null here (GET by id fills them).
         */
        get: operations["listTrainingRuns"];
        put?: never;
        /**
         * Start one training run per policy (1..8), as one batch
         * @description The batch is validated as a whole and all its runs are created, or none. 429 `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402 `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.
         */
        post: operations["createTrainingRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One training run, with its phase and live metrics */
        get: operations["retrieveTrainingRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a run and its job
         * @description The job’s processes are stopped by the run. Answers at once: the training run shows `canceling` until its work has stopped, then `canceled` (event `training_run.canceled`). One that already ended: 409 `not_cancelable`. Accepts `Idempotency-Key`.
         */
        post: operations["cancelTrainingRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checkpoints of a run, oldest first, paginated on step */
        get: operations["listTrainingRunCheckpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}/checkpoints/{step}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One checkpoint as a ZIP of its pretrained_model/ directory
         * @description LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.
         */
        get: operations["downloadTrainingRunCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trainer's log lines, oldest first
         * @description Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are left out.
         */
        get: operations["listTrainingRunLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/{id}/tensorboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's TensorBoard event files as a ZIP (`tensorboard --logdir` on the unzipped folder)
         * @description Only for runs created with `integrations: [{type: "tensorboard"}]`, once the job has ended; 404 before.
         */
        get: operations["downloadTrainingRunTensorboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/training_runs/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a batch of training runs costs
         * @description Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it trains.
         */
        post: operations["estimateTrainingRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List twins, newest first */
        get: operations["listTwins"];
        put?: never;
        /**
         * Build a twin of one episode
         * @description Checks the source as `/v1/twins/validate` does (a problem is a 400 with its code and `param`), then 402 `insufficient_tokens` when the balance does not cover the build. 403 `feature_not_enabled` for accounts without `twins`. Tokens are charged when work starts.
         */
        post: operations["createTwin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One twin, with its live stage and progress */
        get: operations["retrieveTwin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The twin's scene as one .tar.gz (`<twin id>/scene.xml`, `assets/`, `twin.json`, `preview.png`, `cameras/<key>/plate.png` and `check.png`)
         * @description A 302 to a signed storage link, or the archive streamed through this API (Authorization needed) when signing is off. 409 `twin_not_ready` until the twin has succeeded.
         */
        get: operations["downloadTwinArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a building twin
         * @description Its finished stages are kept for `resume`. Answers at once: the twin shows `canceling` until its work has stopped, then `canceled` (event `twin.canceled`). One that already ended: 409 `not_cancelable`. Accepts `Idempotency-Key`.
         */
        post: operations["cancelTwin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A succeeded twin's files (path, bytes, sha256), in path order
         * @description Paginate by passing the last path of a page as `starting_after`. 409 `twin_not_ready` until the twin has succeeded.
         */
        get: operations["listTwinFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One image of a succeeded twin: its preview or a camera's plate or check image
         * @description `{path}` as the file list gives it: `<twin id>/preview.png`, `<twin id>/cameras/<key>/check.png` (recording | render | overlay at three moments) or `<twin id>/cameras/<key>/plate.png` (the scene without the robot). Every other file is in the archive only (404). A 302 to a signed link, or streamed through this API when signing is off. 409 `twin_not_ready` until the twin has succeeded.
         */
        get: operations["downloadTwinFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The twin's rendered preview (PNG from the scene camera at the episode's first pose) */
        get: operations["downloadTwinPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Continue a failed or canceled twin from its finished stages
         * @description The twin goes back to `processing`; stages already finished are not run again (their `attempts` stay). 409 `not_resumable` unless the twin is `failed` or `canceled`, or when it failed for a reason the user must fix (`error.resumable: false`: build a new twin with the config changed). A twin whose earlier charge was refunded is charged again (402 when the balance does not cover it); otherwise a resume is free. 403 `feature_not_enabled` for accounts without `twins`.
         */
        post: operations["resumeTwin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What twins can be built with here: engines and robot models
         * @description The engines (the default one is what `twin.json` names) and every robot model, installed or not with the reason (Koch has no offline model).
         */
        get: operations["retrieveTwinCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/twins/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a dataset episode before building a twin (free)
         * @description Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a time estimate, the price, and every problem that would stop a build.
         */
        post: operations["validateTwin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Token usage over a date range, grouped by resource
         * @description Charges and refunds per resource; refunds are listed, never subtracted from `charged`.
         */
        get: operations["retrieveUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List receivers, newest first
         * @description Secrets are never listed.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a receiver for events
         * @description Returns the signing secret, once. At most 16 endpoints per account. An endpoint receives the events created after it was registered.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One receiver (without its secret) */
        get: operations["retrieveWebhookEndpoint"];
        put?: never;
        /**
         * Update a receiver: url, events, description, metadata, or status (re-enable after a 410)
         * @description Fields left out keep their value. Deliveries canceled while the endpoint was disabled are not resent.
         */
        post: operations["updateWebhookEndpoint"];
        /**
         * Remove a receiver
         * @description Its secret is forgotten at once; deliveries still waiting for a retry are canceled at their next attempt. The endpoint and its delivery log then answer 404.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A receiver's deliveries, newest first, each with every attempt
         * @description One delivery per event sent to this endpoint; each attempt records the status code, latency and error.
         */
        get: operations["listWebhookEndpointDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again now, as a new attempt
         * @description A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows what is left of the retry schedule.
         */
        post: operations["retryWebhookEndpointDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the old one keeps signing for an overlap (default 24 h)
         * @description Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while it switches.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to this endpoint only
         * @description Records a `webhook_endpoint.test` event (its `data.object` is the endpoint) and delivers it, signed, to this endpoint and no other, with the usual retries; it appears in the event log and the endpoint's deliveries. A disabled endpoint is 409 `endpoint_disabled`.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiKey: {
            account_id: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            expires_at: string | null;
            /** @example key_01JAZ3Q7X9M2K8N4P6R8T0V2W4 */
            id: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            last_used_at: string | null;
            name: string;
            /** @enum {string} */
            object: "api_key";
            /** @description The start of the key, to recognise it; the full key is shown only once, at creation. */
            redacted_key: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            revoked_at: string | null;
            scopes: string[];
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        ApiKeyWithSecret: components["schemas"]["ApiKey"] & {
            /**
             * @description The full `svc_…` key. Shown only in this response; store it now.
             * @example svc_…
             */
            key: string;
        };
        Augmentation: {
            config: {
                episode_count: number;
                relight: {
                    [key: string]: components["schemas"]["RelightParams"];
                } | null;
                variation_prompts: string[] | null;
            };
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string | null;
            error: {
                code: string;
                message: string | null;
            } | null;
            /** @example aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD */
            id: string;
            instructions: string;
            /** @enum {string} */
            model: "auto" | "relight" | "video";
            /** @enum {string} */
            object: "augmentation";
            output: components["schemas"]["AugmentationOutput"];
            /** @description `import`, `generate` or `publish`. */
            phase: string | null;
            plan: components["schemas"]["AugmentationPlan"] | null;
            /** @description Progress of the current phase (import, generate, publish); restarts at 0 each phase. */
            progress: number;
            source: {
                repo_id: string;
                /** @enum {string} */
                type: "hub";
            };
            /**
             * @description `canceling` from an accepted cancel until the work has stopped.
             * @enum {string}
             */
            status: "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            status_message: string | null;
            tokens: {
                charged: number;
            };
            webhook_metadata: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Omitted: `{"episode_count": 3}` (relight covers every episode). */
        AugmentationConfigInput: {
            /**
             * @description Video: episodes generated from the start of the dataset (at most 50). Relight covers every episode and reports the dataset's count here.
             * @default 3
             */
            episode_count?: number;
            /** @description Camera (short name, full key, or '*') → RelightParams. A camera's own entry overrides '*' field by field. */
            relight?: {
                [key: string]: components["schemas"]["RelightParams"];
            } | null;
            /**
             * @description One prompt per episode; overrides episode_count when given.
             * @default null
             */
            variation_prompts?: string[] | null;
        };
        AugmentationEpisode: {
            error: string | null;
            index: number;
            /** @enum {string} */
            object: "augmentation_episode";
            source_episode_index: number;
            /** @enum {string} */
            status: "pending" | "processing" | "succeeded" | "failed" | "canceled";
        };
        AugmentationEpisodeList: {
            data: components["schemas"]["AugmentationEpisode"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        AugmentationEstimate: {
            /** @description The account's balance now; only for keys that hold `usage:read`. */
            balance?: number;
            breakdown: {
                [key: string]: number | string;
            };
            /** @enum {string} */
            model: "relight" | "video";
            /** @enum {string} */
            object: "augmentation_estimate";
            tokens: number;
        };
        AugmentationList: {
            data: components["schemas"]["Augmentation"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        AugmentationOutput: {
            private?: boolean;
            repo_id: string | null;
            /** @enum {string} */
            type: "hub";
            url: string | null;
        } | {
            /** @description Only on GET by id, once succeeded. */
            files?: components["schemas"]["AugmentationOutputFile"][] | null;
            /** @enum {string} */
            type: "download";
        };
        AugmentationOutputFile: {
            bytes: number;
            /** @description Relative to the dataset root. */
            path: string;
            /** @description Signed storage link (no credentials, valid one hour), or this API's /v1/augmentations/{id}/files/{path} (needs Authorization) when signing is off. */
            url: string;
        };
        /** @description Where the result goes. Omitted: `{"type": "download"}`. */
        AugmentationOutputInput: {
            /** @enum {string} */
            type: "download";
        } | {
            /** @default true */
            private?: boolean;
            /**
             * @description Hub dataset to push to (created if missing; a new commit otherwise). Default: `<source>-aug-<id>` under the source owner.
             * @default null
             */
            repo_id?: string | null;
            /** @enum {string} */
            type: "hub";
        };
        AugmentationPlan: {
            /** @enum {string} */
            engine: "relight" | "video";
            reason: string | null;
            relight: {
                [key: string]: components["schemas"]["RelightParams"];
            } | null;
            source_revision: string | null;
            /** @description For `video`: per generated episode, its prompt, the twin parameters the planner mapped it to (object offset, yaw, scale, colour; light; table and background colour; distractors; per camera, the light measured from its reference photo) and its first seed. */
            variations?: {
                index: number;
                matched: string[];
                parameters: {
                    [key: string]: unknown;
                };
                prompt: string;
                seed: number;
            }[] | null;
            video_instruction: string | null;
        };
        CreateApiKey: {
            /**
             * @description Days until the key stops working, 1..3650; null: never.
             * @default null
             */
            expires_in_days?: number | null;
            /** @example ci */
            name: string;
            /** @description What the key may do; at most the scopes of the caller (a key never grants more than it holds). */
            scopes: ("augmentations:read" | "augmentations:write" | "training_runs:read" | "training_runs:write" | "twins:read" | "twins:write" | "rl_runs:read" | "rl_runs:write" | "evaluations:read" | "evaluations:write" | "usage:read" | "events:read" | "webhooks:read" | "webhooks:write" | "keys:read" | "keys:write" | "integrations:read" | "integrations:write")[];
        };
        CreateAugmentationRequest: {
            config?: components["schemas"]["AugmentationConfigInput"];
            /** @example one stop darker, warm tungsten light */
            instructions: string;
            /**
             * @default auto
             * @enum {string}
             */
            model?: "auto" | "relight" | "video";
            output?: components["schemas"]["AugmentationOutputInput"];
            /** @default [] */
            reference_images?: {
                /**
                 * @description Camera this photo is the target look for; null = every camera.
                 * @default null
                 */
                camera?: string | null;
                /** @description The photo, base64 (standard or URL-safe alphabet), at most 5 MB decoded. */
                data: string;
                /**
                 * @default image/jpeg
                 * @enum {string}
                 */
                media_type?: "image/jpeg" | "image/png" | "image/webp";
            }[];
            source: {
                /** @example demo/so101-pick-place */
                repo_id: string;
                /**
                 * @default hub
                 * @enum {string}
                 */
                type?: "hub";
            };
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        CreateEvaluationRequest: {
            /** @description Episodes to run, 1..500. Default 50, or the number of `seeds`. */
            episodes?: number;
            objective?: components["schemas"]["EvaluationObjective"];
            policy: components["schemas"]["PolicyRefInput"];
            randomisation?: components["schemas"]["EvaluationRandomisation"];
            /** @description Explicit seeds, one per episode. Default: 1000000 + i, the RL runs’ evaluation seeds. */
            seeds?: number[];
            twin_id: string;
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        CreateRlRunsRequest: {
            /**
             * @description Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
             * @example [
             *       {
             *         "type": "mlflow",
             *         "tracking_uri": "https://mlflow.example.com",
             *         "experiment": "so101-pick"
             *       },
             *       {
             *         "type": "tensorboard"
             *       }
             *     ]
             */
            integrations?: (components["schemas"]["MlflowIntegrationRequest"] | components["schemas"]["WandbIntegrationRequest"] | components["schemas"]["TensorboardIntegrationRequest"])[];
            /**
             * @description Runs to start, one per seed; they share a `group_id`. A number n (1..8) runs seeds 0..n−1; a list such as `[7, 11]` (distinct integers 0..2147483647, at most 8) runs those seeds, so a run can be reproduced.
             * @default 1
             */
            seeds?: number | number[];
            spec: {
                [key: string]: unknown;
            } & components["schemas"]["RlTaskSpec"];
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        CreateTrainingRunsRequest: {
            cameras?: {
                rename?: {
                    [key: string]: string;
                };
            };
            /** @description Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true. */
            config?: {
                batch_size?: number;
                eval_enabled?: boolean;
                /** @description Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`). */
                evaluation?: {
                    /** @description Control steps per episode (50 Hz), 20..1000; default pick_place's 500. A LeRobot policy runs about 1–2 steps a second on a CPU. */
                    episode_steps?: number;
                    /** @default 10 */
                    episodes?: number;
                    twin_id: string;
                };
                save_freq?: number;
                steps?: number;
            };
            dataset: {
                /**
                 * @description Hub dataset: `owner/name`, `hub://owner/name`, `hf://datasets/owner/name`; `@revision` optional.
                 * @example demo/so101-pick-place
                 */
                uri: string;
            };
            /**
             * @description Start from one of your runs' checkpoints (its weights and optimizer state): `trn_…:<step>`, as in GET /v1/training_runs/{id}/checkpoints. The built-in `mlp` policy only; the dataset must have the same state and action sizes. This run's steps count from 1.
             * @example trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4:500
             */
            from_checkpoint?: string;
            /**
             * @description Default: the largest `min_hardware_tier` of the policies.
             * @example cpu
             */
            hardware_tier?: string;
            /**
             * @description Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
             * @example [
             *       {
             *         "type": "mlflow",
             *         "tracking_uri": "https://mlflow.example.com",
             *         "experiment": "so101-pick"
             *       },
             *       {
             *         "type": "tensorboard"
             *       }
             *     ]
             */
            integrations?: (components["schemas"]["MlflowIntegrationRequest"] | components["schemas"]["WandbIntegrationRequest"] | components["schemas"]["TensorboardIntegrationRequest"])[];
            output?: {
                hub_repo_id?: string;
                push_to_hub?: boolean;
            };
            /**
             * @description One run per policy, 1..8.
             * @example [
             *       "mlp"
             *     ]
             */
            policies: string[];
            /**
             * @description Label only.
             * @example so101_follower
             */
            robot?: string;
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        CreateTwinRequest: {
            config?: components["schemas"]["TwinConfigInput"];
            /** @default 0 */
            episode_index?: number;
            source: {
                /** @example demo/so101-pick-place */
                repo_id: string;
                /**
                 * @default hub
                 * @enum {string}
                 */
                type?: "hub";
            };
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        CreditBalance: {
            account_id: string;
            /** @description Tokens available now. */
            balance: number;
            charged_total: number;
            granted_total: number;
            /** @enum {string} */
            object: "credit_balance";
            refunded_total: number;
            /** @enum {string} */
            unit: "tokens";
        };
        Dataset: {
            /**
             * @description Why the account can read it: its own namespace, a namespace an operator granted it, or a shared namespace's public repo (such as `demo/`).
             * @enum {string}
             */
            access: "own" | "granted" | "shared";
            error: {
                code: string;
                message: string;
            } | null;
            /** @enum {string} */
            object: "dataset";
            private: boolean;
            /** @example demo/so101-pick-place */
            repo_id: string;
            /** @description The commit on main that was inspected. */
            revision: string;
            /** @description What POST /v1/datasets/inspect says of it, without the per-feature detail; null when it cannot be read as a LeRobot dataset (`error` says why). */
            summary: {
                action_dim: number | null;
                /** @description Short camera names (`top`); inspect gives sizes and codecs. */
                cameras: string[];
                codebase_version: string;
                fps: number;
                problems: string[];
                robot_type: string | null;
                state_dim: number | null;
                total_episodes: number;
                total_frames: number;
                total_tasks: number;
                trainable: boolean;
            } | null;
        };
        DatasetInspection: {
            action_dim: number | null;
            cameras: {
                codec: string | null;
                height: number | null;
                /** @example observation.images.top */
                key: string;
                /** @example top */
                name: string;
                pix_fmt: string | null;
                video_present: boolean;
                width: number | null;
            }[];
            codebase_version: string;
            features: {
                [key: string]: {
                    dtype: string;
                    names?: unknown;
                    shape: number[];
                };
            };
            fps: number;
            /** @enum {string} */
            object: "dataset_inspection";
            problems: string[];
            repo_id: string;
            /** @description The commit that was read. */
            revision: string;
            robot_type: string | null;
            state_dim: number | null;
            tasks: string[];
            total_episodes: number;
            total_frames: number;
            total_tasks: number;
            trainable: boolean;
            warnings: string[];
        };
        DatasetInspectRequest: {
            /** @example demo/so101-pick-place */
            repo_id: string;
            /** @description Branch, tag or commit; default the main branch. */
            revision?: string;
        };
        DatasetList: {
            data: components["schemas"]["Dataset"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        DeletedIntegrationCredentials: {
            /** @enum {boolean} */
            deleted: true;
            /** @enum {string} */
            object: "integration_credentials";
            /** @enum {string} */
            type: "mlflow" | "wandb";
        };
        DeletedWebhookEndpoint: {
            /** @enum {boolean} */
            deleted: true;
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
        };
        Error: {
            error: {
                /** @example parameter_invalid */
                code: string;
                details: {
                    [key: string]: unknown;
                } | null;
                message: string;
                /** @example config.episode_count */
                param: string | null;
                request_id: string | null;
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "permission_error" | "not_found_error" | "conflict_error" | "rate_limit_error" | "api_error";
            };
        };
        Evaluation: {
            checks: unknown[] | null;
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            episodes: number;
            error: {
                code: string;
                message: string | null;
                param?: string;
            } | null;
            failure_modes: {
                [key: string]: number;
            } | null;
            id: string;
            interval: components["schemas"]["EvaluationInterval"] | null;
            /** @enum {string} */
            object: "evaluation";
            objective: components["schemas"]["EvaluationObjectiveView"];
            outputs: {
                archive: {
                    bytes: number;
                    filename: string;
                    sha256: string;
                    url: string;
                };
                clip_grid_url: string;
                episodes_url: string;
                files_url: string;
            } | null;
            phase: string | null;
            policy: {
                checkpoint: string;
                /** @enum {string} */
                kind: "builtin_mlp" | "lerobot" | "rl_onnx";
                run_id: string;
                /** @enum {string} */
                type: "training_run" | "rl_run";
            };
            progress: number;
            randomisation: components["schemas"]["EvaluationRandomisationValues"];
            seeds: number[] | null;
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            status_message: string | null;
            success_rate: number | null;
            successes: number | null;
            threshold: number | null;
            tokens: {
                charged: number;
                refunded: number;
            };
            twin_id: string;
            verdict: ("pass" | "fail") | null;
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        EvaluationEpisode: {
            failure_mode: string | null;
            grasped: boolean | null;
            index: number;
            lift_m: number | null;
            /** @enum {string} */
            object: "evaluation_episode";
            place_error_m: number | null;
            seed: number;
            start: {
                light_scale: number;
                object_yaw_deg: number;
            };
            steps: number;
            success: boolean;
        };
        EvaluationEpisodeList: {
            data: components["schemas"]["EvaluationEpisode"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        EvaluationEstimate: {
            basis: string;
            episodes: number;
            estimated_seconds: number;
            /** @enum {string} */
            object: "evaluation_estimate";
            tokens: number;
        };
        EvaluationFile: {
            bytes: number;
            /** @enum {string} */
            object: "evaluation_file";
            path: string;
            sha256: string;
        };
        EvaluationFileList: {
            data: components["schemas"]["EvaluationFile"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        EvaluationInterval: {
            confidence: number;
            high: number;
            low: number;
            /** @enum {string} */
            method: "wilson";
        };
        EvaluationList: {
            data: components["schemas"]["Evaluation"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        /** @description Default `{"name": "pick_place"}`. */
        EvaluationObjective: {
            /**
             * @description The RL objectives’ own success tests: pick_place (the twin’s object lifted 2 cm and ending within the tolerance of the place target), reach.
             * @enum {string}
             */
            name: "pick_place" | "reach";
            /** @description The objective’s parameters as an RL run’s spec takes them (`episode_steps`, `place_tolerance_m`, …); the job checks them. */
            parameters?: {
                [key: string]: number | number[] | null;
            };
        };
        EvaluationObjectiveView: {
            name: string;
            parameters: {
                [key: string]: unknown;
            };
        };
        /** @description How each episode’s start is drawn from its seed. The defaults equal an RL run’s own evaluation, so an RL run’s policy meets the starts it was judged on. */
        EvaluationRandomisation: {
            /** @description Each arm joint starts within ± this of the recording's first frame. Default 0.03 (an RL run’s own). */
            arm_joint_rad?: number;
            /** @description Every light's brightness is scaled by 1 ± this (what a camera sees only). Default 0. */
            light_scale?: number;
            /** @description The object starts within ± this of its resting position in x and y. Default 0.02 (an RL run’s own). */
            object_xy_m?: number;
            /** @description The object is turned about the vertical within ± this. Default 0. */
            object_yaw_deg?: number;
        };
        EvaluationRandomisationValues: {
            [key: string]: number;
        };
        EvaluationValidation: {
            episodes: number;
            /** @enum {string} */
            object: "evaluation_validation";
            /** @enum {boolean} */
            ok: true;
            policy: {
                checkpoint: string;
                /** @enum {string} */
                kind: "builtin_mlp" | "lerobot" | "rl_onnx";
                run_id: string;
                /** @enum {string} */
                type: "training_run" | "rl_run";
            };
            tokens: number;
            twin_id: string;
            warnings: string[];
        };
        Event: {
            account_id: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            data: {
                /** @description The resource as it was when the event happened (augmentations without `output.files`). */
                object: {
                    [key: string]: unknown;
                };
            };
            /**
             * @description Also the `webhook-id` header of its deliveries. Ids sort by creation time.
             * @example evt_01JAZ3Q7X9M2K8N4P6R8T0V2W4
             */
            id: string;
            /** @description Idempotency-Key of the API call that started the run, if it had one. */
            idempotency_key: string | null;
            /** @enum {string} */
            object: "event";
            /** @description Request id of the API call that started the run. */
            request_id: string | null;
            /**
             * @description One of: augmentation.completed, augmentation.failed, augmentation.canceled, training_run.completed, training_run.failed, training_run.canceled, twin.completed, twin.failed, twin.canceled, rl_run.completed, rl_run.failed, rl_run.canceled, evaluation.completed, evaluation.failed, evaluation.canceled, webhook_endpoint.test.
             * @example augmentation.completed
             */
            type: string;
            /** @description The resource's `webhook_metadata`. */
            webhook_metadata: {
                [key: string]: unknown;
            } | null;
        };
        EventList: {
            data: components["schemas"]["Event"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        HardwareTier: {
            /** @description Whether the configured compute backend can run jobs on this tier (a job for a tier it cannot run is refused when it starts). */
            available: boolean;
            cpu_cores: number;
            gpu: string | null;
            gpu_count: number;
            /** @example a10g */
            id: string;
            memory_gb: number;
            name: string;
            /** @enum {string} */
            object: "hardware_tier";
            /** @description Why not, when unavailable. */
            reason: string | null;
            /** @description Rate a training run on this tier bills at; 0 on CPU. */
            tokens_per_hour: number;
            vram_gb: number;
        };
        HardwareTierList: {
            data: components["schemas"]["HardwareTier"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        Integration: components["schemas"]["MlflowIntegration"] | components["schemas"]["WandbIntegration"] | components["schemas"]["TensorboardIntegration"];
        IntegrationCredentials: {
            /**
             * @description The names of the fields set; the values are never returned.
             * @example [
             *       "api_key"
             *     ]
             */
            fields: string[];
            /** @enum {string} */
            object: "integration_credentials";
            /** @enum {string} */
            type: "mlflow" | "wandb";
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            updated_at: string;
        };
        IntegrationCredentialsList: {
            data: components["schemas"]["IntegrationCredentials"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        MlflowBasicAuthCredentials: {
            /** @description Basic-auth password. */
            password: string;
            /**
             * @description The MLflow server these credentials are for: they are sent only to runs whose `tracking_uri` has the same scheme, host and port, and to no other server. Credentials stored without it are sent nowhere.
             * @example https://mlflow.example.com
             */
            tracking_uri?: string;
            /** @description Basic-auth user. */
            username: string;
        };
        MlflowIntegration: {
            error: string | null;
            experiment: string | null;
            /** @description The run in the tracker's UI (null for tensorboard and W&B offline mode). */
            run_url: string | null;
            /**
             * @description `pending` until the job starts logging; `active` while it logs; `finished` once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself goes on.
             * @enum {string}
             */
            status: "pending" | "active" | "finished" | "failed";
            tracking_uri: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mlflow";
        };
        MlflowIntegrationRequest: {
            /** @description Experiment name; created when missing. Default: `robot-learning-platform`. */
            experiment?: string;
            /** @example https://mlflow.example.com */
            tracking_uri: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mlflow";
        };
        MlflowTokenCredentials: {
            /** @description A bearer token. */
            token: string;
            /**
             * @description The MLflow server these credentials are for: they are sent only to runs whose `tracking_uri` has the same scheme, host and port, and to no other server. Credentials stored without it are sent nowhere.
             * @example https://mlflow.example.com
             */
            tracking_uri?: string;
        };
        Operation: {
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            error: {
                code: string;
                message: string | null;
            } | null;
            id: string;
            /** @example augmentation */
            kind: string;
            /** @enum {string} */
            object: "operation";
            progress: number;
            /** @description Path of the full resource. */
            resource_url: string;
            /**
             * @description The same vocabulary for every kind: `queued` (not started), `processing` (any non-terminal state), `succeeded`, `failed`, `canceled`.
             * @enum {string}
             */
            status: "queued" | "processing" | "succeeded" | "failed" | "canceled";
            status_message: string | null;
        };
        /** @description The policy to run: a built-in training run's `mlp` (state in, joint commands out: it cannot see where the object is) or an RL run's ONNX actor. Another account's run answers 404. */
        PolicyRefInput: {
            /** @description `best` (default): a training run's best checkpoint by held-out loss (else its latest); an RL run's packaged policy. A number: the checkpoint at that step (training run) or env steps (RL run). */
            checkpoint?: "best" | number;
            training_run_id: string;
        } | {
            /** @description `best` (default): a training run's best checkpoint by held-out loss (else its latest); an RL run's packaged policy. A number: the checkpoint at that step (training run) or env steps (RL run). */
            checkpoint?: "best" | number;
            rl_run_id: string;
        };
        RelightParams: {
            /** @description S-curve around mid-grey, 0.5..2 (default 1). */
            contrast?: number;
            /** @description Stops, -5..3 (default 0; -1 halves the light). */
            exposure?: number;
            /** @description Colour intensity, 0..2 (default 1). */
            saturation?: number;
            /** @description Kelvin of the simulated light, 1500..12000 (default 6500 = unchanged); never changes brightness. */
            temperature?: number;
            /** @description Green (-) to magenta (+), -1..1 (default 0). */
            tint?: number;
        };
        RlCatalog: {
            budget: {
                [key: string]: {
                    default: number;
                    description: string;
                    integer: boolean;
                    max: number;
                    min: number;
                    unit: string | null;
                };
            };
            engines: {
                available: boolean;
                env_steps_per_second: number | null;
                hardware: string;
                id: string;
                reason: string | null;
            }[];
            hardware_tiers: {
                available: boolean;
                id: string;
                reason: string | null;
                tokens_per_minute: number;
            }[];
            max_seeds: number;
            /** @enum {string} */
            object: "rl_catalog";
            objectives: {
                available: boolean;
                default_env_steps: number;
                description: string;
                /** @description The smallest `budget.env_steps` this objective has been measured to pass its verdict with on the CPU engine; validate and estimate warn under it. */
                min_passing_env_steps: number;
                needs_twin: boolean;
                parameters: {
                    [key: string]: {
                        default: number;
                        description: string;
                        integer: boolean;
                        max: number;
                        min: number;
                        unit: string | null;
                    };
                };
                /** @description Parameters that are points, e.g. pick_place `target`. */
                point_parameters: {
                    [key: string]: components["schemas"]["RlPointBounds"];
                };
                reason: string | null;
                reward_terms: string[];
                success_threshold: number;
                type: string;
            }[];
            robots: {
                action_space: {
                    control_hz: number;
                    dimensions: number;
                    per_step_limit_rad: number;
                    type: string;
                };
                available: boolean;
                joints: string[];
                license: string | null;
                reason: string | null;
                robot: string;
            }[];
        };
        RlCheckpoint: {
            /** @description The stable-baselines3 checkpoint (.zip: policy and optimizer), to resume training. */
            checkpoint: {
                bytes: number;
                expires_at: string | null;
                requires_auth: boolean;
                url: string;
            };
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            env_steps: number;
            /** @enum {string} */
            object: "rl_checkpoint";
            /** @description The deterministic actor as ONNX (opset 17). */
            onnx: {
                bytes: number;
                expires_at: string | null;
                requires_auth: boolean;
                url: string;
            };
        };
        RlCheckpointList: {
            data: components["schemas"]["RlCheckpoint"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        RlEstimate: {
            assumptions: {
                capped_by_time_limit: boolean;
                env_steps_per_second: number;
                fixed_seconds: number;
            };
            minutes_per_run: number;
            minutes_total: number;
            /** @enum {string} */
            object: "rl_estimate";
            seeds: number;
            tokens: number;
            tokens_per_run: number;
            /** @description As validate gives them: a budget under what the objective was measured to need to pass. */
            warnings: {
                message: string;
                param: string;
            }[];
        };
        RlEstimateRequest: {
            /**
             * @description Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
             * @example [
             *       {
             *         "type": "mlflow",
             *         "tracking_uri": "https://mlflow.example.com",
             *         "experiment": "so101-pick"
             *       },
             *       {
             *         "type": "tensorboard"
             *       }
             *     ]
             */
            integrations?: (components["schemas"]["MlflowIntegrationRequest"] | components["schemas"]["WandbIntegrationRequest"] | components["schemas"]["TensorboardIntegrationRequest"])[];
            /**
             * @description A number of runs 1..8, or their seeds as a list.
             * @default 1
             */
            seeds?: number | number[];
            spec: {
                [key: string]: unknown;
            } & components["schemas"]["RlTaskSpec"];
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        RlFile: {
            bytes: number;
            /** @enum {string} */
            object: "rl_file";
            path: string;
            sha256: string;
            url: string;
        };
        RlFileList: {
            data: components["schemas"]["RlFile"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        /** @description Grasp a box resting on the floor in front of the arm and lift it. Delta joint-position actions (5 arm joints + gripper) at 50 Hz; reward terms reach (1 - tanh(10 d_box)), grasp (both jaws touching the box), lift (box height above rest, capped at lift_height_m, x 10). Success = box at least lift_height_m above its rest height at the episode's end. Observation 23 (joints, velocities, tool, box, box - tool, box height above rest, episode phase). The actor first learns from an analytic expert (a top-down grasp planned by inverse kinematics from the box's pose at reset; behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains on. */
        RlLiftObjective: {
            /**
             * @description Largest joint-position change per control step. (rad)
             * @default 0.05
             */
            action_scale_rad?: number;
            /**
             * @description Farthest box position (x, forward). (m)
             * @default 0.28
             */
            box_max_forward_m?: number;
            /**
             * @description Largest |y| of the box position. (m)
             * @default 0.08
             */
            box_max_side_m?: number;
            /**
             * @description Nearest box position (x, forward). (m)
             * @default 0.18
             */
            box_min_forward_m?: number;
            /**
             * @description Side of the cube. (m)
             * @default 0.025
             */
            box_size_m?: number;
            /**
             * @description Control steps per episode (50 Hz). (steps)
             * @default 150
             */
            episode_steps?: number;
            /**
             * @description Height above rest the box must reach. (m)
             * @default 0.05
             */
            lift_height_m?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lift";
        };
        RlMetricsPage: {
            data: components["schemas"]["RlMetricsPoint"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        RlMetricsPoint: {
            env_steps: number;
            episodes: number;
            mean_return: number | null;
            /** @enum {string} */
            object: "rl_metrics_point";
            reward_terms: {
                [key: string]: number;
            };
            success_rate: number | null;
            wall_seconds: number;
        };
        RlObjective: components["schemas"]["RlReachObjective"] | components["schemas"]["RlLiftObjective"] | components["schemas"]["RlPickPlaceObjective"];
        /** @description Pick the twin's object up and put it down where the recorded episode let it go. Runs only in a twin's scene (scene.twin_id; the job gets the twin's folder as --scene_dir): the robot starts at the recording's first frame (keyframe episode_start, the arm's joints jittered by up to 0.03 rad), the object at the twin's calibrated resting pose moved by up to 2 cm in x and y; the target is objective.parameters.target when given, else the twin's place target (on the table under the recorded release point), else its release position. Delta joint-position actions (5 arm joints + gripper, 0.05 rad per step) at 50 Hz; observation 32 (joints, velocities, tool, object, object quaternion, target, object - tool, target - object, episode phase). In a twin whose replay reproduced its grasp the actor first learns from the twin's demonstration (behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains on. Reward terms reach (1 - tanh(10 d_tool_object)), grasp (0.5 while both jaws touch the object), lift (10 x object height above rest, capped at the larger of the target's height and 5 cm), place (2 (1 - tanh(10 d_object_target)) once the object has been lifted 2 cm), action (-0.01|a|^2). Success = the object was lifted 2 cm and ends within place_tolerance_m of the target. */
        RlPickPlaceObjective: {
            /**
             * @description Control steps per episode (50 Hz); the demonstration is played faster when it does not fit. (steps)
             * @default 500
             */
            episode_steps?: number;
            /**
             * @description Object within this distance of the release position at the episode's end counts as placed. (m)
             * @default 0.03
             */
            place_tolerance_m?: number;
            /**
             * @description Evaluation success rate the verdict requires.
             * @default 0.8
             */
            success_threshold?: number;
            /**
             * @description Where to put the object: [x, y, z] metres in the robot base frame (the twin's frame); z is bounded as a height above the twin's table top. null: the twin's recorded release position (a twin built with config.objects has none, so it needs this). Bounds [x, y, z]: [-0.6,-0.6,0] to [0.6,0.6,0.5] (m), z above the table top.
             * @default null
             */
            target?: number[] | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pick_place";
        };
        RlPlan: {
            /** @enum {string} */
            object: "rl_plan";
            reason: string;
            seeds: number;
            /** @description A draft: validate it (it may name what the description left unclear). */
            spec: {
                [key: string]: unknown;
            };
            unmapped: string[];
        };
        RlPlanRequest: {
            description: string;
        };
        /** @description `[x, y, z]` metres in the robot base frame (the twin's frame); null or absent for the default. */
        RlPointBounds: {
            components: [
                "x",
                "y",
                "z"
            ];
            default: null;
            description: string;
            max: [
                number,
                number,
                number
            ];
            min: [
                number,
                number,
                number
            ];
            /** @description Per component: bounded as a height above the twin's table top (z) rather than in the robot base frame. */
            table_relative: [
                boolean,
                boolean,
                boolean
            ];
            /** @enum {string} */
            unit: "m";
        };
        /** @description Move the end effector (site gripperframe) to a target point. Targets are forward kinematics of random joint angles, kept inside the bounds below (so never behind the base). Delta joint-position actions at 50 Hz; reward -d + 0.5(1 - tanh(d/0.05)) - 0.01|a|^2; success = end effector within success_distance_m at the episode's end. */
        RlReachObjective: {
            /**
             * @description Largest joint-position change per control step. (rad)
             * @default 0.05
             */
            action_scale_rad?: number;
            /**
             * @description Control steps per episode (50 Hz). (steps)
             * @default 100
             */
            episode_steps?: number;
            /**
             * @description Success radius around the target. (m)
             * @default 0.02
             */
            success_distance_m?: number;
            /**
             * @description Targets lie within this distance of the base. (m)
             * @default 0.4
             */
            target_max_radius_m?: number;
            /**
             * @description Targets lie within this angle of the base's forward axis. (deg)
             * @default 60
             */
            target_max_yaw_deg?: number;
            /**
             * @description Targets have x >= this (x points forward from the base). (m)
             * @default 0.1
             */
            target_min_forward_m?: number;
            /**
             * @description Targets have z >= this above the floor. (m)
             * @default 0.03
             */
            target_min_height_m?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reach";
        };
        RlReport: {
            /** @description Each with `name`, `passed`, and its `value` and `threshold` where it has them. */
            checks: {
                [key: string]: unknown;
            }[];
            /** @description The clip (`clip.mp4`, its `poster` image, `frames`, `fps`) and its `episodes`: each evaluation episode shown, with `seed`, `success`, `final_distance_m`. */
            clip: {
                [key: string]: unknown;
            };
            evaluation: {
                [key: string]: unknown;
            };
            /** @description How the evaluation ran: `episodes`, their `seeds`, the `policy`, `episode_steps` and the `randomisation` of each start. */
            evaluation_config: {
                [key: string]: unknown;
            };
            id: string;
            /** @description The built-in judge's read of the evaluation clip: `sentences` a viewer would agree with, and the measurements behind them. */
            judge: {
                [key: string]: unknown;
            };
            notes: string[];
            /** @enum {string} */
            object: "rl_report";
            /** @description Versions of python and the packages the job ran with (mujoco, torch, stable-baselines3, gymnasium, numpy, onnx, onnxruntime). */
            packages: {
                [key: string]: string | null;
            };
            /** @description Where the run trained: the job's own scene, or the twin (`twin_id`, keyframe, table height, object and target for pick_place). */
            scene: {
                [key: string]: unknown;
            };
            /** @description sha256 over the scene (scene.xml and its assets), with the `method` to recompute it. */
            scene_hash: {
                [key: string]: unknown;
            };
            training: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            verdict: "pass" | "fail";
            /** @description One sentence: the success rate against its threshold and every check that failed. */
            verdict_detail: string | null;
        };
        RlRun: {
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            error: {
                code: string;
                message: string | null;
            } | null;
            /** @description Once packaged: how many fixed evaluation episodes `success_rate` is measured on (100 by default). */
            evaluation_episodes: number | null;
            group_id: string;
            hardware_tier: string;
            /** @example rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD */
            id: string;
            /** @description The experiment trackers it logs to, each with its status and run URL. */
            integrations: components["schemas"]["Integration"][];
            /** @description Live while training (the last rollout): env steps, mean episode return, success rate, reward by term. */
            metrics: {
                env_steps: number;
                episode_return: number | null;
                reward_terms: {
                    [key: string]: number;
                };
                success_rate: number | null;
            };
            /** @enum {string} */
            object: "rl_run";
            outputs: {
                archive: {
                    bytes: number;
                    filename: string;
                    sha256: string;
                    url: string;
                };
                env_steps: number;
                files_url: string;
                onnx_parity: {
                    max_abs_difference: number;
                    pairs: number;
                    runtime: string;
                };
                report_url: string;
                stop_reason: string;
            } | null;
            /** @description build_env, training, evaluate, render, package; completed, failed or canceled once ended. */
            phase: string | null;
            progress: number;
            seed: number;
            spec: components["schemas"]["RlTaskSpec"];
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            status_message: string | null;
            /** @description Once packaged: the deterministic policy's success rate on the fixed evaluation episodes (the verdict's first check). Not the live training figure, which is `metrics.success_rate`. */
            success_rate: number | null;
            tokens: {
                charged: number;
                refunded: number;
            };
            /**
             * @description Once packaged: whether every check passed (the success rate against its threshold first). Null before, and for a run that failed or was canceled before it had a policy.
             * @enum {string|null}
             */
            verdict: "pass" | "fail" | null;
            webhook_metadata: {
                [key: string]: unknown;
            } | null;
        };
        RlRunList: {
            data: components["schemas"]["RlRun"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        RlRunPage: {
            data: components["schemas"]["RlRun"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        RlSpecRequest: {
            /**
             * @description Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
             * @example [
             *       {
             *         "type": "mlflow",
             *         "tracking_uri": "https://mlflow.example.com",
             *         "experiment": "so101-pick"
             *       },
             *       {
             *         "type": "tensorboard"
             *       }
             *     ]
             */
            integrations?: (components["schemas"]["MlflowIntegrationRequest"] | components["schemas"]["WandbIntegrationRequest"] | components["schemas"]["TensorboardIntegrationRequest"])[];
            seeds?: number | number[];
            spec: {
                [key: string]: unknown;
            } & components["schemas"]["RlTaskSpec"];
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * @description Defaults and bounds as GET /v1/rl_runs/catalog lists them.
         * @example {
         *       "robot": "so101",
         *       "objective": {
         *         "type": "reach",
         *         "success_distance_m": 0.02
         *       }
         *     }
         */
        RlTaskSpec: {
            budget?: {
                /** @description Environment steps to train for (all envs together); the objective's default when left out. */
                env_steps?: number;
                /**
                 * @description Environments stepped together in one process; at least 2, so one rollout (128 steps per env) holds a PPO minibatch of 256
                 * @default 8
                 */
                n_envs?: number;
                /**
                 * @description Wall-clock limit for training; evaluation and packaging follow
                 * @default 1800
                 */
                time_limit_s?: number;
            };
            /**
             * @default ppo
             * @enum {string}
             */
            engine?: "ppo";
            /** @default cpu */
            hardware_tier?: string;
            objective: components["schemas"]["RlObjective"];
            /**
             * @description Robot model; the catalog says which this deployment can train.
             * @enum {string}
             */
            robot: "so101" | "panda" | "aloha";
            /** @default null */
            scene?: {
                /** @description A succeeded twin of this account: the run trains in its scene. */
                twin_id: string;
            } | null;
        };
        RlValidation: {
            /** @enum {string} */
            object: "rl_validation";
            ok: boolean;
            problems: {
                message: string;
                param: string;
            }[];
            spec: components["schemas"]["RlTaskSpec"] | null;
            /** @description A valid spec that is unlikely to pass its verdict: a budget (`budget.env_steps`) or time limit under what the objective was measured to need (the catalog's `min_passing_env_steps`). Empty when none, or when the spec has problems. */
            warnings: {
                message: string;
                param: string;
            }[];
        };
        RotatedWebhookEndpoint: components["schemas"]["WebhookEndpointWithSecret"] & {
            /**
             * Format: date-time
             * @description Until when deliveries also carry a signature made with the old secret.
             */
            previous_secret_expires_at: string | null;
        };
        RotateWebhookSecretRequest: {
            /** @description Seconds the old secret keeps signing beside the new one (default 86400, at most 604800; 0 retires it at once). */
            previous_secret_expires_in?: number;
        };
        /** @description `{username, password}` or `{token}`, not both, with the `tracking_uri` of the server they are for. */
        SetMlflowCredentialsRequest: components["schemas"]["MlflowBasicAuthCredentials"] | components["schemas"]["MlflowTokenCredentials"];
        SetWandbCredentialsRequest: {
            /** @description The W&B API key. */
            api_key: string;
        };
        TensorboardIntegration: {
            error: string | null;
            /** @description Where the event files are in the run's outputs (`tensorboard/`). */
            path: string | null;
            /** @description The run in the tracker's UI (null for tensorboard and W&B offline mode). */
            run_url: string | null;
            /**
             * @description `pending` until the job starts logging; `active` while it logs; `finished` once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself goes on.
             * @enum {string}
             */
            status: "pending" | "active" | "finished" | "failed";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tensorboard";
        };
        TensorboardIntegrationRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tensorboard";
        };
        TrainingCheckpoint: {
            artifact_uri: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            /** @example /v1/training_runs/trn_01J.../checkpoints/500/download */
            download_url: string;
            /** @enum {string} */
            object: "training_checkpoint";
            step: number;
        };
        TrainingCheckpointList: {
            data: components["schemas"]["TrainingCheckpoint"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        TrainingPolicy: {
            /** @description Whether the configured compute backend can run this policy now. */
            available: boolean;
            compatible_robot_types: string[];
            default_batch_size: number;
            default_steps: number;
            description: string;
            experimental: boolean;
            /** @example act */
            id: string;
            min_hardware_tier: string;
            min_vram_gb: number;
            name: string;
            /** @enum {string} */
            object: "training_policy";
        };
        TrainingPolicyList: {
            data: components["schemas"]["TrainingPolicy"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        TrainingRun: {
            cameras: {
                rename: {
                    [key: string]: string;
                };
            };
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            completed_at: string | null;
            config: {
                batch_size: number;
                eval_enabled: boolean;
                evaluation?: {
                    episode_steps?: number;
                    episodes: number;
                    twin_id: string;
                };
                save_freq: number;
                steps: number;
            };
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            dataset: {
                uri: string;
            };
            error: {
                code: string;
                message: string | null;
            } | null;
            eval: {
                [key: string]: unknown;
            } | null;
            /** @description The checkpoint it started from (`trn_…:<step>`), or null. */
            from_checkpoint: string | null;
            group_id: string;
            hardware_tier: string;
            /** @example trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4 */
            id: string;
            /** @description The experiment trackers it logs to, each with its status and run URL. */
            integrations: components["schemas"]["Integration"][];
            metrics: {
                loss: number | null;
                max_steps: number | null;
                step: number | null;
            };
            /** @enum {string} */
            object: "training_run";
            output: {
                checkpoint_count: number;
                hub_push_status: string | null;
                hub_repo_id: string | null;
                hub_url: string | null;
                latest_checkpoint: components["schemas"]["TrainingCheckpoint"] | null;
            };
            /** @description Only GET by id fills it: provisioning, preparing, downloading_dataset, training, completed, failed, canceled. */
            phase: string | null;
            policy: string;
            progress: number;
            robot: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            started_at: string | null;
            /** @description `processing`, `canceling`, `succeeded`, `failed`, `canceled` (an open set) */
            status: string;
            status_message: string | null;
            tokens: {
                charged: number;
                refunded: number;
            };
            webhook_metadata: {
                [key: string]: unknown;
            } | null;
        };
        TrainingRunEstimate: {
            assumptions: {
                hardware_tier: string;
                hours: number;
                policies: number;
            };
            /** @enum {string} */
            object: "training_run_estimate";
            tokens: number;
            tokens_per_run: number;
        };
        TrainingRunEstimateRequest: {
            cameras?: {
                rename?: {
                    [key: string]: string;
                };
            };
            /** @description Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true. */
            config?: {
                batch_size?: number;
                eval_enabled?: boolean;
                /** @description Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`). */
                evaluation?: {
                    /** @description Control steps per episode (50 Hz), 20..1000; default pick_place's 500. A LeRobot policy runs about 1–2 steps a second on a CPU. */
                    episode_steps?: number;
                    /** @default 10 */
                    episodes?: number;
                    twin_id: string;
                };
                save_freq?: number;
                steps?: number;
            };
            /** @description Not read: the price does not depend on the dataset. */
            dataset?: {
                /**
                 * @description Hub dataset: `owner/name`, `hub://owner/name`, `hf://datasets/owner/name`; `@revision` optional.
                 * @example demo/so101-pick-place
                 */
                uri: string;
            };
            /**
             * @description Start from one of your runs' checkpoints (its weights and optimizer state): `trn_…:<step>`, as in GET /v1/training_runs/{id}/checkpoints. The built-in `mlp` policy only; the dataset must have the same state and action sizes. This run's steps count from 1.
             * @example trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4:500
             */
            from_checkpoint?: string;
            /**
             * @description Default, with a list of policies: the largest `min_hardware_tier` of them (as create). Required with a number of runs.
             * @example cpu
             */
            hardware_tier?: string;
            /** @default 1 */
            hours?: number;
            /**
             * @description Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.
             * @example [
             *       {
             *         "type": "mlflow",
             *         "tracking_uri": "https://mlflow.example.com",
             *         "experiment": "so101-pick"
             *       },
             *       {
             *         "type": "tensorboard"
             *       }
             *     ]
             */
            integrations?: (components["schemas"]["MlflowIntegrationRequest"] | components["schemas"]["WandbIntegrationRequest"] | components["schemas"]["TensorboardIntegrationRequest"])[];
            output?: {
                hub_repo_id?: string;
                push_to_hub?: boolean;
            };
            /**
             * @description Create's list of policy ids (one run each), or a number of runs 1..8.
             * @default 1
             * @example [
             *       "mlp"
             *     ]
             */
            policies?: number | string[];
            /**
             * @description Label only.
             * @example so101_follower
             */
            robot?: string;
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        TrainingRunList: {
            data: components["schemas"]["TrainingRun"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        TrainingRunLogs: {
            id: string;
            lines: string[];
            /** @enum {string} */
            object: "training_run_logs";
            tail: number;
        };
        TrainingRunPage: {
            data: components["schemas"]["TrainingRun"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        Twin: {
            camera: components["schemas"]["TwinCamera"] | null;
            /** @description Once succeeded: every recorded camera, solved (in scene.xml under its key, at the recorded resolution) or not with the reason. Null before, and for twins built before the `cameras` stage. */
            cameras: components["schemas"]["TwinDatasetCamera"][] | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            completed_at: string | null;
            config: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            download: {
                bytes: number;
                expires_at: string | null;
                filename: string;
                /** @description The rendered preview (PNG from the scene camera); same auth as `url`. */
                preview_url: string | null;
                requires_auth: boolean;
                /** @description Path of the scene inside the archive: `<twin id>/scene.xml`. */
                scene: string;
                sha256: string;
                url: string;
            } | null;
            episode_index: number;
            error: {
                code: string;
                message: string | null;
                resumable: boolean;
                stage: string | null;
            } | null;
            eta_seconds: number | null;
            /** @example twin_01J9Z3T4X6N2V8Q5R7M1K0HBCD */
            id: string;
            /** @enum {string} */
            object: "twin";
            /** @description Of the whole build. */
            progress: number;
            /** @description Once succeeded: what the scene holds for pick_place, from its twin.json. No object: pick_place cannot run in it; no `release`: pick_place needs `objective.target`. Null before, and for twins built before the API kept it. */
            scene_objects: components["schemas"]["TwinSceneObjects"] | null;
            source: {
                repo_id: string;
                /** @enum {string} */
                type: "hub";
            };
            /** @description The stage running now (queued: the first to run; ended: the last reached): check, kinematics, objects, calibrate, cameras, scene, validate, package. */
            stage: string;
            stages: components["schemas"]["TwinStage"][];
            /** @enum {string} */
            status: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            status_message: string | null;
            tokens: {
                charged: number;
            };
            /** @description Echoed from create; `{}` when none was given. */
            webhook_metadata: {
                [key: string]: unknown;
            };
        };
        TwinCamera: {
            available: string[];
            scene: string | null;
            wrist: string | null;
        };
        TwinCatalog: {
            engines: {
                available: boolean;
                default: boolean;
                description: string;
                id: string;
                reason: string | null;
            }[];
            /** @enum {string} */
            object: "twin_catalog";
            robots: {
                available: boolean;
                joints: string[];
                license: string | null;
                reason: string | null;
                robot: string;
                robot_types: string[];
            }[];
        };
        /** @description Overrides of what the build infers from the episode. Omitted: `{}`. */
        TwinConfigInput: {
            /** @description Calibrate every dataset camera from its video (the `cameras` stage, about a minute a camera). `false` builds a state-only twin: every camera is reported unsolved and nothing renders through it. Default: the service's setting (TWIN_CALIBRATE_CAMERAS, on unless the operator turned it off). */
            calibrate_cameras?: boolean;
            /** @description Scene camera override; `pos`/`lookat` in metres, `fovy` in degrees. */
            camera?: {
                fovy?: number;
                lookat?: number[];
                /** @description The dataset camera that seeds the room (default: chosen by name: top, overhead, front, side, scene). */
                name?: string;
                pos?: number[];
            };
            /** @description Objects to place instead of the ones the recorded grasps suggest. */
            objects?: components["schemas"]["TwinObjectPlacement"][];
            /** @description A robot model other than the one the dataset's robot_type maps to (`so101`, `panda`, `aloha`). */
            robot_model?: string;
            /** @description Height of the table top relative to the robot base, in metres (-0.5..0.5). Default: inferred from the episode. */
            table_height_m?: number;
        };
        TwinDatasetCamera: {
            /** @description Path of its check image (recording | render | overlay), for `/v1/twins/{id}/files/{path}`. */
            check: string | null;
            height: number | null;
            /** @description The dataset camera (`front` for `observation.images.front`); a solved one is the scene camera of that name. */
            key: string;
            /** @description Path of its background plate (the scene without the robot). */
            plate: string | null;
            /** @description Why an unsolved camera is not in the scene; null when solved. */
            reason: string | null;
            /** @description Whether the build found the camera's pose and field of view (the `cameras` stage, the robot as the calibration target). */
            solved: boolean;
            width: number | null;
        };
        TwinFile: {
            bytes: number;
            /** @enum {string} */
            object: "twin_file";
            path: string;
            sha256: string;
        };
        TwinFileList: {
            data: components["schemas"]["TwinFile"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        TwinList: {
            data: components["schemas"]["Twin"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        TwinObjectPlacement: {
            name?: string;
            /** @description [x, y] (resting on the table) or [x, y, z], metres, robot base frame. */
            pos: number[];
            /** @description Edge length of a cube, or [x, y, z], in metres (0.002..1). Default 0.02. */
            size_m?: number | number[];
        };
        TwinSceneObjects: {
            objects: {
                name: string;
                /** @description [x, y, z] metres in the robot base frame. */
                pos: number[] | null;
                size_m: number | number[] | null;
            }[];
            /** @description Between the jaw tips at the recorded grasp's first frame; null when the objects came from config.objects. */
            pick: number[] | null;
            /** @description pick_place's default target: where a released object comes to rest, on the table under the release point (the twin models no box); null without a recorded release. */
            place: number[] | null;
            /** @description Between the jaw tips where the recorded gripper opened; null when the objects came from config.objects. */
            release: number[] | null;
            table_height_m: number | null;
        };
        TwinStage: {
            /** @description Times this stage ran; a resumed build does not run a finished stage again. */
            attempts: number;
            measurement: string;
            ok: boolean;
            seconds: number;
            /** @description check, kinematics, objects, calibrate, cameras, scene, validate, package */
            stage: string;
        };
        TwinValidation: {
            camera: components["schemas"]["TwinCamera"];
            episode_index: number;
            estimate_seconds: number;
            fps: number;
            frames: number | null;
            /** @enum {string} */
            object: "twin_validation";
            /** @description True when a build can start: no problems. */
            ok: boolean;
            problems: {
                code: string;
                message: string;
                param: string | null;
            }[];
            robot_model: {
                available: boolean;
                license: string | null;
                reason: string | null;
                robot: string | null;
            };
            robot_type: string | null;
            source: {
                repo_id: string;
                revision: string;
                /** @enum {string} */
                type: "hub";
            };
            tokens: number;
        };
        Usage: {
            charged: number;
            data: components["schemas"]["UsageRecord"][];
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            end: string;
            granted: number;
            net: number;
            /** @enum {string} */
            object: "usage";
            refunded: number;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            start: string;
        };
        UsageRecord: {
            charged: number;
            entries: {
                amount: number;
                /**
                 * Format: date-time
                 * @example 2026-09-27T12:00:00.000Z
                 */
                created_at: string;
                description: string | null;
                id: string;
                /** @enum {string} */
                kind: "charge" | "refund";
                reason: string;
            }[];
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            first_at: string;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            last_at: string;
            /** @description charged − refunded */
            net: number;
            /** @enum {string} */
            object: "usage_record";
            refunded: number;
            resource_id: string;
            resource_kind: string | null;
        };
        ValidateTwinRequest: {
            config?: components["schemas"]["TwinConfigInput"];
            /** @default 0 */
            episode_index?: number;
            source: {
                /** @example demo/so101-pick-place */
                repo_id: string;
                /**
                 * @default hub
                 * @enum {string}
                 */
                type?: "hub";
            };
            /** @description Opaque JSON object echoed on the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON. */
            webhook_metadata?: {
                [key: string]: unknown;
            } | null;
        };
        WandbIntegration: {
            entity: string | null;
            error: string | null;
            project: string;
            /** @description The run in the tracker's UI (null for tensorboard and W&B offline mode). */
            run_url: string | null;
            /**
             * @description `pending` until the job starts logging; `active` while it logs; `finished` once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself goes on.
             * @enum {string}
             */
            status: "pending" | "active" | "finished" | "failed";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wandb";
        };
        WandbIntegrationRequest: {
            /** @description Default: the API key's default entity. */
            entity?: string;
            project: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wandb";
        };
        WebhookDelivery: {
            attempt_count: number;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            endpoint_id: string;
            event_id: string;
            event_type: string;
            /** @example whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4 */
            id: string;
            last_error: string | null;
            last_status_code: number | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            next_attempt_at: string | null;
            /** @enum {string} */
            object: "webhook_delivery";
            /**
             * @description `pending` while attempts remain; `canceled` when the endpoint was deleted or disabled first.
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "canceled";
        };
        WebhookDeliveryAttempt: {
            attempt: number;
            /** @description What went wrong without a response: refused, timed out, blocked, … */
            error: string | null;
            latency_ms: number;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            started_at: string;
            /** @description The receiver's HTTP status; null when no response came. The receiver's body is never kept or shown. */
            status_code: number | null;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        WebhookDeliveryResend: {
            /** @description The number the new attempt will be recorded under. */
            attempt: number;
            delivery_id: string;
            /** @enum {string} */
            object: "webhook_delivery_resend";
        };
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            created_at: string;
            description: string | null;
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            disabled_at: string | null;
            /** @description Why it is disabled, e.g. the receiver answered 410 Gone. */
            disabled_reason: string | null;
            enabled_events: string[];
            /** @example we_01JAZ3Q7X9M2K8N4P6R8T0V2W4 */
            id: string;
            metadata: {
                [key: string]: string;
            };
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @enum {string} */
            status: "enabled" | "disabled";
            /**
             * Format: date-time
             * @example 2026-09-27T12:00:00.000Z
             */
            updated_at: string;
            url: string;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            has_more: boolean;
            /** @description Pass as `starting_after` to get the next page; null on the last page. */
            next_cursor: string | null;
            /** @enum {string} */
            object: "list";
        };
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /**
             * @description Signing secret (Standard Webhooks). Returned only by the create call: store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookTestEvent: {
            /** @description Follow it in GET /v1/webhook_endpoints/{id}/deliveries. */
            delivery_id: string;
            event_id: string;
            /** @enum {string} */
            object: "webhook_test_event";
            /** @enum {string} */
            type: "webhook_endpoint.test";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAugmentations: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only augmentations with this status. */
                status?: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AugmentationList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAugmentation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAugmentationRequest"];
            };
        };
        responses: {
            /** @description The augmentation, processing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Augmentation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large (`body_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveAugmentation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The augmentation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Augmentation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelAugmentation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The augmentation, canceling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Augmentation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAugmentationEpisodes: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of episodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AugmentationEpisodeList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadAugmentationFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Part of the file */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadAugmentationFrame: {
        parameters: {
            query: {
                /** @description Seconds into the episode (default 0; past the end: its last frame). */
                at?: number | null;
                /** @description A relit camera: its short name (`top`) or feature key (`observation.images.top`). */
                camera: string;
                /** @description Episode index (default: the first episode). */
                episode?: number;
                /** @description `source`: the dataset as it was; `output`: the relit result. */
                side: "source" | "output";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The frame */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "image/jpeg": string;
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateAugmentation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAugmentationRequest"];
            };
        };
        responses: {
            /** @description Tokens and how they add up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AugmentationEstimate"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditBalance"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDatasets: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, by repo id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatasetList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inspectDataset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DatasetInspectRequest"];
            };
        };
        responses: {
            /** @description What the dataset holds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatasetInspection"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvaluations: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description Only evaluations of this RL run's policy. An unknown id, or another account's, lists nothing. */
                rl_run_id?: string;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only evaluations with this status. */
                status?: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
                /** @description Only evaluations of this training run's policy (any of its checkpoints). An unknown id, or another account's, lists nothing. */
                training_run_id?: string;
                /** @description Only evaluations in this twin. An unknown id, or another account's, lists nothing. */
                twin_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvaluationRequest"];
            };
        };
        responses: {
            /** @description The evaluation, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large (`body_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadEvaluationArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation, canceling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Evaluation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvaluationEpisodes: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The last `index` of the previous page. */
                starting_after?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The episodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationEpisodeList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvaluationFiles: {
        parameters: {
            query?: {
                /** @description Deprecated spelling of `starting_after`. */
                after?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The last path of the previous page (its `next_cursor`). */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files, in path order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationFileList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadEvaluationFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Part of the file */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvaluationRequest"];
            };
        };
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationEstimate"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvaluationRequest"];
            };
        };
        responses: {
            /** @description The check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationValidation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events created at or after this ISO 8601 timestamp (or date, meaning its start, UTC). */
                "created[gte]"?: string;
                /** @description Only events created before this ISO 8601 timestamp (or date, meaning its start, UTC). */
                "created[lt]"?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description Only events of this resource (`aug_…`, `trn_…`, `twin_…`, `rl_…`, `eval_…`). */
                resource_id?: string;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description An event type, or a pattern with `*` wildcards: `training_run.*`, `*.failed`, `*`. */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHardwareTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every tier, cheapest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardwareTierList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveIntegrationCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per tracker with credentials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationCredentialsList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMlflowCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetMlflowCredentialsRequest"];
            };
        };
        responses: {
            /** @description What is now set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationCredentials"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMlflowCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedIntegrationCredentials"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWandbCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWandbCredentialsRequest"];
            };
        };
        responses: {
            /** @description What is now set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationCredentials"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWandbCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedIntegrationCredentials"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the account's keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKey"];
            };
        };
        responses: {
            /** @description The key, with its full value */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveCurrentKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRlRuns: {
        parameters: {
            query?: {
                /** @description Only the runs of one create (their shared `group_id`). */
                group_id?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only RL runs with this status. */
                status?: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
                /** @description Only RL runs in this twin. An unknown id, or another account's, lists nothing. */
                twin_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlRunPage"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRlRunsRequest"];
            };
        };
        responses: {
            /** @description The runs, one per seed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlRunList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large (`body_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RL run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlRun"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadRlRunArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RL run, canceling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlRun"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRlRunCheckpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every checkpoint, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlCheckpointList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadRlRunCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                env_steps: number;
                format: "onnx" | "checkpoint";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file: `onnx` as application/octet-stream, `zip` (the stable-baselines3 checkpoint) as application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRlRunFiles: {
        parameters: {
            query?: {
                /** @description Deprecated spelling of `starting_after`. */
                after?: string;
                /** @description Page size, 1..100 (default 100). */
                limit?: number;
                /** @description The last path of the previous page (its `next_cursor`). */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files, in path order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlFileList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadRlRunFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Part of the file */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRlRunMetrics: {
        parameters: {
            query?: {
                /** @description The last `env_steps` of the previous page. */
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the curve */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlMetricsPage"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveRlRunReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlReport"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveRlRunCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlCatalog"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RlEstimateRequest"];
            };
        };
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlEstimate"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    planRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RlPlanRequest"];
            };
        };
        responses: {
            /** @description The planned spec */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlPlan"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateRlRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RlSpecRequest"];
            };
        };
        responses: {
            /** @description The check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RlValidation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrainingPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every policy type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPolicyList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrainingRuns: {
        parameters: {
            query?: {
                /** @description Only the runs of one create (their shared `group_id`). */
                group_id?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only training runs with this status. */
                status?: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRunPage"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTrainingRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTrainingRunsRequest"];
            };
        };
        responses: {
            /** @description The runs, in the order of `policies` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRunList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveTrainingRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The training run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRun"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTrainingRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The training run, canceling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRun"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrainingRunCheckpoints: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description A step: the page starts after it (the previous page’s `next_cursor`). */
                starting_after?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of checkpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingCheckpointList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadTrainingRunCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                step: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrainingRunLogs: {
        parameters: {
            query?: {
                /** @description How many of the last lines, 1..10000 (default 100). */
                tail?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last `tail` lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRunLogs"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadTrainingRunTensorboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimateTrainingRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingRunEstimateRequest"];
            };
        };
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRunEstimate"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTwins: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only twins with this status. */
                status?: "queued" | "processing" | "canceling" | "succeeded" | "failed" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwinList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTwin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTwinRequest"];
            };
        };
        responses: {
            /** @description The twin, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Twin"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large (`body_too_large`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveTwin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The twin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Twin"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadTwinArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/gzip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTwin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The twin, canceling */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Twin"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTwinFiles: {
        parameters: {
            query?: {
                /** @description Deprecated spelling of `starting_after`. */
                after?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The last path of the previous page (its `next_cursor`). */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files, in path order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwinFileList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadTwinFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Part of the file */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadTwinPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "image/png": string;
                };
            };
            /** @description Signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumeTwin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The twin, building again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Twin"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough tokens (`insufficient_tokens`) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveTwinCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Engines and robot models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwinCatalog"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateTwin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateTwinRequest"];
            };
        };
        responses: {
            /** @description What a build of this episode would find */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwinValidation"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (`unsupported_media_type`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveUsage: {
        parameters: {
            query?: {
                /** @description Exclusive end: a date (a date means the end of that day) or timestamp. Default: now. */
                end?: string;
                /** @description Inclusive start: a date (`2026-09-01`) or timestamp. Default: the first day of the current UTC month. */
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage in the range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /**
                     * @description Event types to send, with `*` wildcards: `["*"]` for all, `["training_run.*"]`, `["*.failed", "augmentation.completed"]`.
                     * @example [
                     *       "augmentation.*",
                     *       "training_run.completed"
                     *     ]
                     */
                    enabled_events: string[];
                    /**
                     * @description Your own key/value strings (≤ 50 keys; keys ≤ 40, values ≤ 500 characters).
                     * @example {
                     *       "team": "perception"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Where events are POSTed: http or https, no credentials, no fragment.
                     * @example https://example.com/webhooks/robot-platform
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /**
                     * @description Event types to send, with `*` wildcards: `["*"]` for all, `["training_run.*"]`, `["*.failed", "augmentation.completed"]`.
                     * @example [
                     *       "augmentation.*",
                     *       "training_run.completed"
                     *     ]
                     */
                    enabled_events?: string[];
                    /**
                     * @description Your own key/value strings (≤ 50 keys; keys ≤ 40, values ≤ 500 characters).
                     * @example {
                     *       "team": "perception"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Re-enable an endpoint disabled by a 410, or pause one.
                     * @enum {string}
                     */
                    status?: "enabled" | "disabled";
                    /**
                     * @description Where events are POSTed: http or https, no credentials, no fragment.
                     * @example https://example.com/webhooks/robot-platform
                     */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description The updated endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpointDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries of this event. */
                event_id?: string;
                /** @description Page size, 1..100 (default 10). */
                limit?: number;
                /** @description The previous page's `next_cursor` (an opaque base64url token). */
                starting_after?: string;
                /** @description Only deliveries in this state. */
                status?: "pending" | "succeeded" | "failed" | "canceled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryWebhookEndpointDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt is on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResend"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RotateWebhookSecretRequest"];
            };
        };
        responses: {
            /** @description The endpoint with its new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookEndpoint"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event is on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestEvent"];
                };
            };
            /** @description Invalid request (`parameter_invalid`, `unsupported_version`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (`unauthenticated`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Key lacks the scope (`missing_scope`) or the feature is not enabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`resource_not_found`), including other accounts’ ids */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (`not_cancelable`, `idempotency_key_reused`, `idempotency_key_in_use`, …) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Limited (`rate_limit_exceeded`, `concurrency_limit_exceeded`, `capacity_exceeded`); honour `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Server error (`api_error`); idempotent requests are safe to retry */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
