import { afterEach, describe, expect, it, vi } from "vitest";

// docs/decisions/0017-webbusy-main-thread-under-load.md: the prerendered /pricing carries its prices as the build
// wrote them, and the page's chunk hands them to formatMoney before hydration, so the plan cards' first render
// makes no Intl.NumberFormat (the first one loads the language's number data, a long task on a phone).
describe("the prerendered pricing page's prices", () => {
  afterEach(() => {
    document.getElementById("np-money")?.remove();
    vi.restoreAllMocks();
  });

  it("are what formatMoney writes once the page's chunk is evaluated, without a number format", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<script type="application/json" id="np-money">{"en|usd|399":"$3.99 (build)","it|usd|399":"3,99 $ (build)"}</script>',
    );
    vi.resetModules();
    const { formatMoney } = await import("../../features/billing/format.ts");
    await import("./pricing.tsx");
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    expect(formatMoney("en", 399, "usd")).toBe("$3.99 (build)");
    expect(formatMoney("it", 399, "usd")).toBe("3,99 $ (build)");
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    // An amount the build did not write is formatted as before.
    expect(formatMoney("en", 3999, "usd")).toBe("$39.99");
  });
});
