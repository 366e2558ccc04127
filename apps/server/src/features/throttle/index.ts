export { clearEvents, consumeQuota, limitReached, pruneEvents, recordEvents, type Window } from "./throttle.repository.ts";
