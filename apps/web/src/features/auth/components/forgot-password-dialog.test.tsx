import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthMessages } from "@app/shared";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

describe("forgot password dialog", () => {
  it("asks for the e-mail, then the e-mailed code and a new password, and closes on success", async () => {
    const calls = mockFetch({
      ...signedOut,
      "POST /api/auth/generate-reset-code": { body: { message: AuthMessages.resetCodeSent } },
      "POST /api/auth/reset-password": { body: { message: AuthMessages.passwordReset } },
    });
    const user = userEvent.setup();
    renderApp("/auth");

    await user.click(await screen.findByRole("button", { name: "Forgot password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    expect(await screen.findByText("Reset Code Generated")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/auth/generate-reset-code")?.body).toEqual({ email: "ada@example.com" });
    // The dialog's form is not part of the sign-in form behind it: submitting it leaves that form alone.
    expect(screen.queryByText("Please enter both username and password")).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Reset Password" }));
    expect(screen.getByText("Please fill in all fields")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Reset code"), "12a3456");
    expect((screen.getByLabelText("Reset code") as HTMLInputElement).value).toBe("123456");
    await user.type(screen.getByLabelText("New password"), "a new long password");
    await user.type(screen.getByLabelText("Confirm new password"), "a different password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "a new long password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByText("Password Reset Successful")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.path === "/api/auth/reset-password")?.body).toEqual({
      email: "ada@example.com",
      resetCode: "123456",
      newPassword: "a new long password",
    });

    // The form starts again from the first step, empty.
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(((await screen.findByLabelText("Email")) as HTMLInputElement).value).toBe("");
  });

  it("shows 'Failed to reset password' with the server's reason", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/auth/generate-reset-code": { body: { message: AuthMessages.resetCodeSent } },
      "POST /api/auth/reset-password": { status: 400, body: { error: "BAD_REQUEST", message: AuthMessages.resetCodeInvalid } },
    });
    const user = userEvent.setup();
    renderApp("/auth");

    await user.click(await screen.findByRole("button", { name: "Forgot password?" }));
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    await user.type(await screen.findByLabelText("Reset code"), "000000");
    await user.type(screen.getByLabelText("New password"), "a new long password");
    await user.type(screen.getByLabelText("Confirm new password"), "a new long password");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByText("Failed to reset password")).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.resetCodeInvalid)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("loads when first asked for, and gives focus back to 'Forgot password?' when closed", async () => {
    mockFetch(signedOut);
    const user = userEvent.setup();
    renderApp("/auth");
    const opener = await screen.findByRole("button", { name: "Forgot password?" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(opener);
    expect(await screen.findByRole("dialog", { name: "Reset your password" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
