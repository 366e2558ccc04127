import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const CLOSE_DELAY_MS = 180;

interface DisclosureMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content alone is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A button that shows a panel of links (docs/product/public-pages.md#navigation): opens on click, or on hover with a mouse; closes on
 * a click outside, on the overlay, when the mouse leaves it, on Escape, when focus leaves it and when a link
 * inside is followed. It is a disclosure (button + region), the accessible pattern for site navigation.
 * Elements inside the panel with `data-menu-close` close it too.
 */
export function DisclosureMenu({ trigger, triggerLabel, triggerClassName, panelClassName, children }: DisclosureMenuProps) {
  const [open, setOpenState] = useState(false);
  // Mirrors `open` synchronously: a hover and the click right after it arrive before React re-renders.
  const openRef = useRef(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);

  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose, setOpen]);

  // Hover (mouse only, never touch), Escape, focus leaving, and following a link inside.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      if (!openRef.current) {
        openedByHover.current = true;
        setOpen(true);
      }
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || wrapper.querySelector('[aria-expanded="true"]') === null) return;
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !wrapper.contains(next)) close();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target !== triggerRef.current && !triggerRef.current?.contains(target) && target.closest("a, [data-menu-close]")) close();
    };
    wrapper.addEventListener("pointerenter", onPointerEnter);
    wrapper.addEventListener("pointerleave", onPointerLeave);
    wrapper.addEventListener("keydown", onKeyDown);
    wrapper.addEventListener("focusout", onFocusOut);
    wrapper.addEventListener("click", onClick);
    return () => {
      wrapper.removeEventListener("pointerenter", onPointerEnter);
      wrapper.removeEventListener("pointerleave", onPointerLeave);
      wrapper.removeEventListener("keydown", onKeyDown);
      wrapper.removeEventListener("focusout", onFocusOut);
      wrapper.removeEventListener("click", onClick);
      cancelClose();
    };
  }, [cancelClose, close, setOpen]);

  // A press anywhere outside the menu (the overlay included) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  function handleTriggerClick() {
    cancelClose();
    if (openRef.current && openedByHover.current) {
      // The mouse opened it a moment ago; the click means "keep it open".
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!openRef.current);
  }

  return (
    <>
      <div ref={wrapperRef} className="relative">
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={triggerLabel}
          onClick={handleTriggerClick}
          className={triggerClassName}
        >
          {trigger}
        </button>
        <div id={panelId} hidden={!open} className={cn("z-50", panelClassName)}>
          {children}
        </div>
      </div>
      {open ? <div aria-hidden="true" className="fixed inset-0 top-16 z-30 bg-slate-900/30 md:bg-slate-900/10" /> : null}
    </>
  );
}
