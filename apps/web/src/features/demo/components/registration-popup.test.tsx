import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { RegistrationPopup } from "./registration-popup.tsx";

/** The popup as the demo opens it: by code, after a save was tried. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Meal
      </button>
      <RegistrationPopup open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("registration popup", () => {
  it("gives focus back to the button that opened it when closed with Escape", async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Add Meal" });
    await user.click(opener);
    expect(await screen.findByRole("dialog", { name: "Registration Required" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
