import type { FoodSearchResult } from "@app/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Search, Star } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { inputClasses } from "../../../components/ui/text-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { FOOD_QUERY_MIN, foodSearchQuery, useFoodSearch, useRecentFoods } from "../food-search.queries.ts";
import { useFavourites, useToggleFavourite } from "../fast-paths.queries.ts";
import { FoodSourceBadge } from "./food-source-badge.tsx";

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

interface FoodSearchBoxProps {
  /** Called with the food the user chose (Enter or click). */
  onChoose: (food: FoodSearchResult) => void;
  /** A signed-in user: before anything is typed, the list offers their recent foods, and stays open after a pick. */
  showRecent?: boolean;
}

/**
 * A combobox over the food database (WAI-ARIA combobox with a list box): type to search, ↓ and ↑ move
 * through the results, Enter chooses the highlighted result or, with none highlighted, the first one (of
 * the text as typed: Enter while the search is still running waits for its results), Escape closes the
 * list (and clears the text when it is closed).
 * Each result shows its table as a badge, its kcal per 100 g and how many other tables have it.
 */
export function FoodSearchBox({ onChoose, showRecent = false }: FoodSearchBoxProps) {
  const { t, locale } = useI18n();
  const format = useFormat();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Enter was pressed before the results of this text arrived: its first result is taken when they do. */
  const pendingText = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useFoodSearch(query, locale);
  const searchable = query.trim().length >= FOOD_QUERY_MIN;
  // Nothing typed yet: the user's recent foods, one tap each.
  const recentMode = showRecent && text.trim() === "" && query.trim() === "";
  const recent = useRecentFoods(locale, showRecent && open);
  const favourites = useFavourites(showRecent);
  const toggleFavourite = useToggleFavourite();
  const favouriteIds = new Set((favourites.data?.foods ?? []).map((f) => f.id));
  // Nothing typed: the favourite foods first, then the recent ones not among them.
  const offered = [...(favourites.data?.foods ?? []), ...(recent.data ?? []).filter((f) => !favouriteIds.has(f.id))];
  const results = recentMode ? offered : searchable ? (search.data ?? []) : [];
  const expanded = open && ((recentMode && results.length > 0) || (searchable && text.trim().length >= FOOD_QUERY_MIN));
  const activeIndex = active < results.length ? active : -1;
  /** The results shown are those of the text in the box (not of an earlier text, nor still loading). */
  const resultsAreCurrent = query === text && search.isSuccess && !search.isPlaceholderData && !search.isFetching;

  /** Enter before the list caught up with the typing: search the text as typed now and take its first result. */
  async function chooseFirstOf(typed: string) {
    clearTimeout(timer.current);
    setQuery(typed);
    setOpen(true);
    pendingText.current = typed;
    try {
      const found = await queryClient.fetchQuery(foodSearchQuery(typed, locale));
      // Typing on (or choosing) meanwhile cancels it.
      if (pendingText.current === typed && found[0]) choose(found[0]);
    } catch {
      // The list says the search failed.
    } finally {
      if (pendingText.current === typed) pendingText.current = null;
    }
  }

  function type(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    pendingText.current = null;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery(value), SEARCH_DEBOUNCE_MS);
  }

  function choose(food: FoodSearchResult) {
    onChoose(food);
    clearTimeout(timer.current);
    setText("");
    setQuery("");
    // A pick from the recent foods keeps them open for the next food of the meal.
    setOpen(recentMode);
    setActive(-1);
    pendingText.current = null;
  }

  /** Moves the highlight and keeps it in view (the focus stays in the input). */
  function highlight(index: number, list: HTMLElement | null) {
    setActive(index);
    list?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ block: "nearest" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const list = event.currentTarget.ownerDocument.getElementById(listId);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (results.length) highlight((activeIndex + 1) % results.length, list);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (results.length) highlight(activeIndex <= 0 ? results.length - 1 : activeIndex - 1, list);
        break;
      case "Home":
      case "End":
        if (expanded && activeIndex >= 0 && results.length) {
          event.preventDefault();
          highlight(event.key === "Home" ? 0 : results.length - 1, list);
        }
        break;
      case "Enter":
        // Never submits the meal form from the search box.
        event.preventDefault();
        if (expanded && activeIndex >= 0 && results[activeIndex]) choose(results[activeIndex]);
        else if (resultsAreCurrent && results[0]) choose(results[0]);
        else if (text.trim().length >= FOOD_QUERY_MIN) void chooseFirstOf(text);
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          type("");
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  let status = "";
  if (expanded && recentMode) status = t("foodSearch.recentFound", { count: results.length });
  else if (expanded) {
    if (search.isError) status = t("foodSearch.error");
    else if (search.isFetching && results.length === 0) status = t("foodSearch.searching");
    else if (!search.isFetching && results.length === 0 && search.isSuccess) status = t("foodSearch.noResults", { query: query.trim() });
    else if (!search.isPlaceholderData && results.length)
      status = results.length === 1 ? t("foodSearch.results.one") : t("foodSearch.results.other", { count: results.length });
  }
  const visibleStatus = expanded && results.length === 0 ? status : "";

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t("foodSearch.label")}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t("foodSearch.placeholder")}
          className={cn(inputClasses, "border-slate-300 pr-10 pl-9")}
          value={text}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {search.isFetching && expanded ? <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-emerald-700" /> : null}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {t("foodSearch.hint")}
      </p>
      <output aria-live="polite" className="sr-only">
        {status}
      </output>
      {/* The WAI-ARIA combobox pattern: a native select cannot hold these rich options; the keys are handled on the input. */}
      <div
        id={listId}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="listbox"
        aria-label={recentMode ? t("foodSearch.recentTitle") : t("foodSearch.label")}
        hidden={!expanded || results.length === 0}
        className="absolute inset-x-0 top-[4.75rem] z-30 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.map((food, index) => (
          // The input owns the focus and the keyboard (↑ ↓ Enter, aria-activedescendant), not the options.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={food.id}
            id={optionId(index)}
            data-index={index}
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            role="option"
            aria-selected={index === activeIndex}
            className={cn(
              "flex cursor-pointer items-start justify-between gap-3 px-3 py-2 text-sm",
              index === activeIndex ? "bg-emerald-50 text-emerald-950" : "text-slate-900 hover:bg-slate-50",
            )}
            // Keep the focus in the input: the click chooses without blurring first.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(food)}
          >
            <span className="min-w-0">
              <span className="block font-medium break-words">{food.name}</span>
              <span className="block text-xs text-slate-600">
                {food.energyKcal === null ? t("foodSearch.kcalUnknown") : t("foodSearch.per100", { kcal: format.number(food.energyKcal) })}
                {food.alternatives.length > 0
                  ? ` · ${food.alternatives.length === 1 ? t("foodSearch.otherTables.one") : t("foodSearch.otherTables.other", { count: food.alternatives.length })}`
                  : ""}
                {favouriteIds.has(food.id) ? ` · ${t("foodSearch.favourite")}` : food.isRecent ? ` · ${t("foodSearch.recent")}` : ""}
              </span>
            </span>
            <span className="flex shrink-0 items-start gap-1">
              <FoodSourceBadge source={food.source} className="mt-0.5" />
              {showRecent ? (
                // A tap stars the food (or takes the star off) without choosing it. The keyboard's way is the star
                // of the chosen food's panel: the list's options hold no second control of their own.
                // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
                <span
                  aria-hidden="true"
                  data-testid={`favourite-${food.id}`}
                  className="-my-1 rounded-md p-1 text-slate-400 hover:bg-amber-50 hover:text-amber-600"
                  onClick={(event) => {
                    event.stopPropagation();
                    toggleFavourite.mutate({ kind: "foods", id: food.id, starred: !favouriteIds.has(food.id) });
                  }}
                >
                  <Star className={cn("size-4", favouriteIds.has(food.id) && "fill-amber-400 text-amber-500")} />
                </span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
      {visibleStatus ? (
        <p
          aria-hidden="true"
          className="absolute inset-x-0 top-[4.75rem] z-30 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
        >
          {visibleStatus}
        </p>
      ) : null}
    </div>
  );
}
