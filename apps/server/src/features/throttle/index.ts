export {
  clearEvents,
  consumeQuota,
  deleteEventsForKeys,
  limitReached,
  pruneEvents,
  recordEvents,
  type Window,
} from "./throttle.repository.ts";
