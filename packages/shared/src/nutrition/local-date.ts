/** The calendar day ('2025-03-14') of `instant` in an IANA time zone; UTC when the zone is unknown. */
export function toLocalDate(instant: Date, timeZone?: string | null): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    instant,
  );
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Minutes after midnight (0-1439) of `instant` in an IANA time zone; UTC when the zone is unknown. */
export function toLocalMinutes(instant: Date, timeZone?: string | null): number {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(
    instant,
  );
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

const zoneCache = new Map<string, boolean>();
export function isValidTimeZone(zone: string): boolean {
  let ok = zoneCache.get(zone);
  if (ok === undefined) {
    try {
      ok = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone.length > 0;
    } catch {
      ok = false;
    }
    if (zoneCache.size < 1000) zoneCache.set(zone, ok);
  }
  return ok;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every day from `start` to `end`, inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length < 3700; d = addDays(d, 1)) out.push(d);
  return out;
}
