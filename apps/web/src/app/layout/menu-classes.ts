/** The top bar's menus (site-header.tsx, user-menu.tsx). */
export const triggerClasses =
  "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100";
export const panelLinkClasses = "block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-emerald-50 hover:text-emerald-900";
