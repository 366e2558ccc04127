export { clearEvents, limitReached, pruneEvents, recordEvents, type Window } from "./throttle.repository.ts";
