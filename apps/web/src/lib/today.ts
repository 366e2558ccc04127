import { toLocalDate } from "@app/shared";
import { useEffect, useState } from "react";
import { browserTimeZone } from "./format.ts";

/** Today's calendar day in the browser's time zone ('2025-03-14'), the day the server dates new meals by. */
export function todayInBrowserZone(now: Date = new Date()): string {
  return toLocalDate(now, browserTimeZone());
}

const CHECK_EVERY_MS = 60_000;

/** Today's calendar day, which moves on by itself at midnight while the page stays open. */
export function useToday(): string {
  const [today, setToday] = useState(() => todayInBrowserZone());
  useEffect(() => {
    const timer = setInterval(() => setToday(todayInBrowserZone()), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
