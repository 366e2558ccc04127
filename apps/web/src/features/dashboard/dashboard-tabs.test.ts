import { afterEach, describe, expect, it, vi } from "vitest";
import { SCROLL_SETTLE_MS, scrollToWhenReady } from "./dashboard-tabs.ts";

/** A ResizeObserver the test drives: `resize()` reports a change of the page's size, as the browser would. */
class FakeResizeObserver {
  static current: FakeResizeObserver | undefined;
  observed = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe() {
    this.observed = true;
    this.callback();
  }
  disconnect() {
    this.observed = false;
  }
  resize() {
    if (this.observed) this.callback();
  }
}

function section(id: string) {
  const element = document.createElement("section");
  element.id = id;
  const scrolls = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  element.scrollIntoView = scrolls;
  return { element, scrolls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("scrollToWhenReady (the menu's 'AI Recommendations', 'See my suggestions')", () => {
  it("scrolls once the section renders, and keeps it in place while the content above it arrives", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    const { element, scrolls } = section("suggestions-test");
    scrollToWhenReady("suggestions-test");
    await vi.advanceTimersByTimeAsync(100);
    expect(scrolls).not.toHaveBeenCalled();
    // The lazy tab arrives.
    document.body.append(element);
    await vi.advanceTimersByTimeAsync(50);
    expect(scrolls).toHaveBeenCalledTimes(1);
    // The meal list above renders and pushes the section down: it is scrolled to again.
    FakeResizeObserver.current!.resize();
    expect(scrolls).toHaveBeenCalledTimes(2);
    // After the settling time the page is the user's again.
    await vi.advanceTimersByTimeAsync(SCROLL_SETTLE_MS);
    FakeResizeObserver.current!.resize();
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it("lets go as soon as the user scrolls", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    const { element, scrolls } = section("suggestions-test");
    document.body.append(element);
    scrollToWhenReady("suggestions-test");
    await vi.advanceTimersByTimeAsync(50);
    expect(scrolls).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new WheelEvent("wheel"));
    FakeResizeObserver.current!.resize();
    expect(scrolls).toHaveBeenCalledTimes(1);
  });
});
