import { cn } from "../../../lib/cn.ts";

/**
 * Tabs of an admin screen (WAI-ARIA tabs: arrow keys move between them). `panelId` is the id of the one
 * tabpanel the caller renders for the selected tab.
 */
export function AdminTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
}) {
  const move = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(next.key);
    document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {tabs.map((tab, i) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={`${idPrefix}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight") move(i + 1);
              else if (e.key === "ArrowLeft") move(i - 1);
            }}
            className={cn(
              "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold",
              active ? "bg-emerald-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200",
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
