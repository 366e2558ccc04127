export { countJobs } from "./jobs.repository.ts";
export { createJobs, JOB_MAX_ATTEMPTS, retryDelayMs, type JobHandler, type Jobs, type Task } from "./jobs.worker.ts";
