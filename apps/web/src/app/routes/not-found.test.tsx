import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

describe("404 page", () => {
  it("names the path that was not found and offers the homepage and the food analyzer", async () => {
    mockFetch(signedOut);
    renderApp("/no/such/page?x=1");

    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Try Food Analyzer" }).getAttribute("href")).toBe("/food-analyzer");
    // The title is set by an effect after the page renders: wait for it rather than race it.
    await waitFor(() => expect(document.title).toBe("Page Not Found · NutriPilot"));
  });

  it("is translated into Italian", async () => {
    mockFetch(signedOut);
    renderApp("/pagina-inesistente", { locale: "it" });

    expect(await screen.findByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vai alla home" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("it");
  });
});
