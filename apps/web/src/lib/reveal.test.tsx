import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVEAL_ALL_AFTER_MS, useReveal } from "./reveal.ts";

/** An IntersectionObserver the test moves: `near` says whether the sentinel is within a screen of the view. */
const observers = new Set<{ report: () => void }>();
let near = false;
class TestObserver {
  private target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.target = target;
    observers.add(this);
    queueMicrotask(() => this.report());
  }
  report() {
    if (this.target) this.callback([{ target: this.target, isIntersecting: near } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
}

function Parts({ total }: { total: number }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = useReveal(total, 1, sentinel);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
      {shown < total && <div ref={sentinel} />}
    </ul>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("useReveal with a sentinel", () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    observers.clear();
    near = false;
  });

  it("renders a part only while the sentinel is near the view, then the rest as it comes near", async () => {
    globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    render(<Parts total={5} />);
    await wait(50);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    // The visitor scrolls down: the sentinel comes within a screen, and every part is added, one per task.
    near = true;
    act(() => observers.forEach((observer) => observer.report()));
    expect(await screen.findByText("part 5")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });

  it("renders everything a while after the page has loaded, without a scroll or a key (a screen reader's browse mode)", async () => {
    globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    try {
      render(<Parts total={4} />);
      await act(() => vi.advanceTimersByTimeAsync(REVEAL_ALL_AFTER_MS - 100));
      expect(screen.getAllByRole("listitem")).toHaveLength(1);
      // Each part is its own task: let the clock and React's scheduler (a real macrotask) take turns.
      for (let i = 0; i < 10; i++)
        await act(async () => {
          vi.advanceTimersByTime(200);
          await new Promise((resolve) => setImmediate(resolve));
        });
      expect(screen.getAllByRole("listitem")).toHaveLength(4);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("renders everything on a key, without scrolling (Tab, End, find in page)", async () => {
    globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    render(<Parts total={4} />);
    await wait(50);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    fireEvent.keyDown(window, { key: "Tab" });
    expect(await screen.findByText("part 4")).toBeInTheDocument();
  });
});
