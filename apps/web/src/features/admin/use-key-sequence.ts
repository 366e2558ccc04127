import { useEffect, useEffectEvent } from "react";

/** Typing inside a field is never a key sequence: the word may well be part of what someone writes. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Calls `onMatch` when `word` is typed on the page (letters in a row, any case), outside inputs and
 * without Ctrl, Alt or Meta. Any other character in between starts the word over.
 */
export function useKeySequence(word: string, onMatch: () => void, enabled = true): void {
  const match = useEffectEvent(onMatch);
  useEffect(() => {
    if (!enabled) return;
    const target = word.toLowerCase();
    let typed = "";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isEditable(event.target)) return;
      // Shift, arrows, Tab and the like are not characters: they neither count nor break the word.
      if (event.key.length !== 1) return;
      typed = (typed + event.key.toLowerCase()).slice(-target.length);
      if (typed === target) {
        typed = "";
        // The last letter must not land in a field that the match opens and focuses.
        event.preventDefault();
        match();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [word, enabled]);
}
