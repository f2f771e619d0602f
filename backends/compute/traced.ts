import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ComputeBackend, JobSpec, JobStatus } from '../../core/ports/compute.js';

const tracer = trace.getTracer('robot-platform-compute');

/**
 * The backend with a span around each job submission and cancel (OpenTelemetry), children of
 * the activity's span, so a trace runs from the HTTP request to the job. No-ops while tracing is off.
 */
export function tracedCompute(backend: ComputeBackend): ComputeBackend {
  const traced = (name: string, jobId: string, call: () => Promise<JobStatus>, spec?: JobSpec) =>
    tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes: { 'rlp.job_id': jobId, 'rlp.compute_backend': backend.kind, ...(spec ? { 'rlp.job_tier': spec.tier, 'rlp.job_gpus': spec.gpus } : {}) } }, async (span) => {
      try {
        const status = await call();
        span.setAttributes({ 'rlp.job_state': status.state, ...(status.backendJobId ? { 'rlp.backend_job_id': status.backendJobId } : {}) });
        return status;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    });
  const overrides: Partial<ComputeBackend> = {
    submit: (spec: JobSpec) => traced('job submit', spec.jobId, () => backend.submit(spec), spec),
    cancel: (jobId: string) => traced('job cancel', jobId, () => backend.cancel(jobId)),
  };
  // Every other member is the backend's own, called on the backend itself.
  return new Proxy(backend, {
    get(target, property, receiver) {
      if (property in overrides) return overrides[property as keyof ComputeBackend];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
