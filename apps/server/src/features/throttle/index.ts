export {
  clearEvents,
  consumeQuota,
  deleteEventsForKeys,
  limitReached,
  pruneEvents,
  recordEvents,
  releaseSlots,
  takeSlots,
  type Slot,
  type SlotsTaken,
  type Window,
} from "./throttle.repository.ts";
