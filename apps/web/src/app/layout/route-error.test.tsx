import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allowConsoleErrors } from "../../test/console-guard.ts";
import { renderRoutes } from "../../test/render.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";

function Broken(): never {
  throw new Error("render failed");
}

function renderBrokenPage() {
  return renderRoutes(
    "/",
    <Routes>
      <Route
        path="/"
        element={
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        }
      />
    </Routes>,
  );
}

function setUserAgent(value: string) {
  vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(value);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("error fallback", () => {
  it("shows an error page with Return to Home on a desktop browser", async () => {
    allowConsoleErrors();
    setUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36");
    renderBrokenPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });

  it("hides the error and reloads once after 100 ms on a phone, then shows the page if it fails again", async () => {
    allowConsoleErrors();
    vi.useFakeTimers();
    setUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1");
    const reload = vi.fn<() => void>();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);

    const first = renderBrokenPage();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reload did not help: no second automatic reload, the error page is shown.
    renderBrokenPage();
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
