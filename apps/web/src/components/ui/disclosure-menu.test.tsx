import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DisclosureMenu } from "./disclosure-menu.tsx";

function renderMenu() {
  return render(
    <div>
      <button type="button">Outside</button>
      <DisclosureMenu trigger="Menu">
        <a href="#recipes">Recipes</a>
        <button type="button" data-menu-close>
          Logout
        </button>
      </DisclosureMenu>
    </div>,
  );
}

const trigger = () => screen.getByRole("button", { name: "Menu" });
const isOpen = () => trigger().getAttribute("aria-expanded") === "true";

afterEach(() => {
  vi.useRealTimers();
});

describe("disclosure menu", () => {
  it("opens and closes on click, and closes on Escape with focus back on the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole("link", { name: "Recipes" })).not.toBeInTheDocument();

    await user.click(trigger());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole("link", { name: "Recipes" })).toBeInTheDocument();

    await user.click(trigger());
    expect(isOpen()).toBe(false);

    await user.click(trigger());
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it("closes on a press outside and when an entry is chosen", async () => {
    const user = userEvent.setup();
    renderMenu();

    await user.click(trigger());
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(isOpen()).toBe(false);

    await user.click(trigger());
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(isOpen()).toBe(false);
  });

  it("opens on mouse hover, stays open when clicked right after, and closes when the mouse leaves", () => {
    vi.useFakeTimers();
    renderMenu();
    const wrapper = trigger().parentElement!;

    act(() => {
      fireEvent.pointerEnter(wrapper, { pointerType: "mouse" });
      fireEvent.click(trigger());
    });
    expect(isOpen()).toBe(true);

    act(() => {
      fireEvent.pointerLeave(wrapper, { pointerType: "mouse" });
      vi.advanceTimersByTime(500);
    });
    expect(isOpen()).toBe(false);
  });

  it("ignores touch hover, so a tap toggles it once", () => {
    renderMenu();
    const wrapper = trigger().parentElement!;

    act(() => {
      fireEvent.pointerEnter(wrapper, { pointerType: "touch" });
    });
    expect(isOpen()).toBe(false);
    act(() => {
      fireEvent.click(trigger());
    });
    expect(isOpen()).toBe(true);
  });
});
