import type { ApiDocs, ApiDocsEndpoint } from "@app/shared";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { COPY_CONFIRM_MS } from "./create-api-key-dialog.tsx";

const TABS = ["overview", "authentication", "endpoints"] as const;
type Tab = (typeof TABS)[number];

/** A code block with a copy button that confirms for 2 seconds. */
function CodeBlock({ code, label }: { code: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    // The copy button sits in its own row above the code, so it never hides the start of a long line on a phone.
    <div className="mt-2 overflow-hidden rounded-lg bg-slate-900">
      <div className="flex justify-end px-2 pt-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={copied ? t("apiKeys.copied") : `${t("apiKeys.copy")}: ${label}`}
          onClick={() =>
            void navigator.clipboard.writeText(code).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? t("apiKeys.copied") : t("apiKeys.copy")}
        </Button>
      </div>
      <pre className="overflow-x-auto p-3 pt-2 text-xs leading-relaxed text-slate-100" aria-label={label}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The example path of an endpoint: its path parameters filled in, and the documented query parameters. */
function examplePath(e: ApiDocsEndpoint): string {
  const path = e.path.replace(/\{(\w+)\}/g, "1");
  const query = Object.entries(e.parameters)
    .filter(([, d]) => d.startsWith("query, required"))
    .map(([name]) => `${name}=${/date/i.test(name) ? (name === "endDate" ? "2026-03-31" : "2026-03-01") : "value"}`);
  if (e.path === "/foods/search") query.push("q=yogurt");
  return query.length ? `${path}?${query.join("&")}` : path;
}

const bodyExample = (e: ApiDocsEndpoint) =>
  e.method === "POST"
    ? '{"food":"Porridge","calories":350,"proteins":12,"carbs":55,"fats":8,"mealType":"breakfast"}'
    : e.method === "PATCH"
      ? '{"calories":400}'
      : null;

function curlOf(docs: ApiDocs, e: ApiDocsEndpoint, key: string): string {
  const body = bodyExample(e);
  return [
    `curl${e.method === "GET" ? "" : ` -X ${e.method}`} "${docs.baseUrl}${examplePath(e)}" \\`,
    `  -H "${docs.authentication.headerName}: ${key}"${body ? " \\" : ""}`,
    ...(body ? [`  -H "Content-Type: application/json" \\`, `  -d '${body}'`] : []),
  ].join("\n");
}

function pythonOf(docs: ApiDocs, e: ApiDocsEndpoint, key: string): string {
  const body = bodyExample(e);
  return [
    "import requests",
    "",
    `response = requests.${e.method.toLowerCase()}(`,
    `    "${docs.baseUrl}${examplePath(e)}",`,
    `    headers={"${docs.authentication.headerName}": "${key}"},`,
    ...(body ? [`    json=${body.replace(/true/g, "True")},`] : []),
    ")",
    "response.raise_for_status()",
    "print(response.json())",
  ].join("\n");
}

/** The /api-docs content (002 §2.8): tabs overview / authentication / endpoints, from GET /api/docs. */
export function ApiDocsView({ docs, keyPrefix }: { docs: ApiDocs; keyPrefix: string }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>("overview");
  const key = `${keyPrefix}…`;
  return (
    <div className="mt-6">
      <div role="tablist" aria-label={t("apiDocs.tabs")} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`api-docs-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`api-docs-panel-${name}`}
            onClick={() => setTab(name)}
            className={cn(
              "min-h-11 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap",
              tab === name ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
            )}
          >
            {t(`apiDocs.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`api-docs-panel-${tab}`} aria-labelledby={`api-docs-tab-${tab}`} className="mt-6 space-y-6">
        {tab === "overview" ? (
          <>
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t("apiDocs.baseUrl")}</h2>
              <CodeBlock code={docs.baseUrl} label={t("apiDocs.baseUrl")} />
              <p className="mt-2 text-sm text-slate-700">
                {t("apiDocs.openApi")}{" "}
                <a className="font-medium text-emerald-800 underline" href={docs.openApiUrl}>
                  {docs.openApiUrl}
                </a>
              </p>
            </section>
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t("apiDocs.rateLimits")}</h2>
              <p className="mt-2 text-sm text-slate-700">{t("apiDocs.rateLimitText", { limit: docs.rateLimit.limit })}</p>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                {docs.rateLimit.plans.map((p) => (
                  <li key={p.plan}>
                    {t("apiDocs.rateLimitPlan", { plan: t(`planName.${p.plan}` as "planName.premium-monthly"), limit: p.limit })}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-slate-700">{t("apiDocs.rateLimitHeaders")}</p>
            </section>
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t("apiDocs.quickStart")}</h2>
              <p className="mt-2 text-sm text-slate-700">{t("apiDocs.quickStartText")}</p>
              {docs.endpoints[0] ? (
                <CodeBlock
                  code={curlOf(docs, docs.endpoints.find((e) => e.path === "/meals" && e.method === "GET") ?? docs.endpoints[0], key)}
                  label="curl"
                />
              ) : null}
            </section>
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t("apiDocs.changelog")}</h2>
              <ul className="mt-2 space-y-3 text-sm text-slate-700">
                {docs.changelog.map((entry) => (
                  <li key={entry.version}>
                    <p className="font-semibold text-slate-900">
                      {entry.version} · {entry.date}
                    </p>
                    <ul className="list-disc pl-5">
                      {entry.changes.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : tab === "authentication" ? (
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t("apiDocs.header", { header: docs.authentication.headerName })}</h2>
            <p className="mt-2 text-sm text-slate-700">{t("apiDocs.authText", { header: docs.authentication.headerName })}</p>
            <CodeBlock
              code={`${docs.authentication.headerName}: ${key}`}
              label={t("apiDocs.header", { header: docs.authentication.headerName })}
            />
            <CodeBlock code={`Authorization: Bearer ${key}`} label="Authorization" />
            <p className="mt-4 text-sm text-slate-700">{t("apiDocs.errorsText")}</p>
            <CodeBlock code={'{\n  "error": "UNAUTHORIZED",\n  "message": "Invalid API key"\n}'} label={t("apiDocs.errorShape")} />
          </section>
        ) : (
          <ul className="space-y-6">
            {docs.endpoints.map((e) => (
              <li key={`${e.method} ${e.path}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold text-slate-900">
                  <span className="rounded bg-slate-900 px-2 py-0.5 text-xs text-white">{e.method}</span>
                  <span className="break-all">{e.path}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-sans text-xs font-medium text-slate-700">
                    {t(`apiKeys.scope.${e.scope}`)}
                  </span>
                </h2>
                <p className="mt-2 text-sm text-slate-700">{e.description}</p>
                {Object.keys(e.parameters).length ? (
                  <dl className="mt-2 text-sm">
                    {Object.entries(e.parameters).map(([name, d]) => (
                      <div key={name} className="flex flex-wrap gap-x-2">
                        <dt className="font-mono text-slate-900">{name}</dt>
                        <dd className="text-slate-700">{d}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <CodeBlock code={curlOf(docs, e, key)} label={`curl ${e.method} ${e.path}`} />
                <CodeBlock code={pythonOf(docs, e, key)} label={`Python ${e.method} ${e.path}`} />
                {e.responseFormat.example !== null && e.responseFormat.example !== undefined ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("apiDocs.exampleResponse")}</summary>
                    <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
                      {typeof e.responseFormat.example === "string"
                        ? e.responseFormat.example
                        : JSON.stringify(e.responseFormat.example, null, 2)}
                    </pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
