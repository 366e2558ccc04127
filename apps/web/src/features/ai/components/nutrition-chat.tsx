import { ANONYMOUS_CHAT_LIMIT, type ChatMessage, type ChatType } from "@app/shared";
import { Bot, MessageCircleQuestion, SendHorizontal, User } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { inputClasses } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { notify } from "../../../lib/toast.ts";
import { askedNow, isQuotaExceeded, useChat, useSendChat, type ChatState } from "../ai.queries.ts";

const STARTERS = {
  meals: ["chat.starter.meals.1", "chat.starter.meals.2", "chat.starter.meals.3"],
  goals: ["chat.starter.goals.1", "chat.starter.goals.2", "chat.starter.goals.3"],
} as const;

/**
 * A visitor's starters: questions the consultant answers without an account (a food's nutrients, reference
 * intakes), so none of the 3 free questions is spent on a reply asking to sign in.
 */
const GUEST_STARTERS = {
  meals: ["chat.starter.meals.3", "chat.starter.guest.fibre", "chat.starter.guest.water"],
  goals: ["chat.starter.goals.3", "chat.starter.guest.sugar", "chat.starter.guest.salt"],
} as const;

interface NutritionChatProps {
  /** 'meals' in the meals area, 'goals' in the goal recommendations block (000 §7). */
  chatType: ChatType;
  /** The signed-in user's id, or 'guest' for a visitor (3 free questions, counted by the server). */
  owner: number | "guest";
  /** The heading level of the chat's title, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const EMPTY: ChatState = { messages: [] };

/**
 * The 'Nutrition Consultant' chat (000 §2, §4, §8; 001 §2.14): a greeting, three starter questions until the
 * first question is asked, and a field that sends nothing blank and waits while a reply is pending. A
 * visitor sees how many free questions are left; the server enforces the limit.
 */
export function NutritionChat({ chatType, owner, headingLevel = 3, className }: NutritionChatProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const chat = useChat(owner, chatType);
  const send = useSendChat(owner, chatType, { usedUp: t("chat.usedUpBot"), failed: t("chat.errorBot") });
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set when a question is sent: the field is disabled while the reply is pending (and a starter button
  // disappears once clicked), which drops the keyboard focus; it goes back to the field with the reply.
  const refocus = useRef(false);

  const state = chat.data ?? EMPTY;
  const pending = send.isPending;
  const guest = owner === "guest";
  const usedUp = Boolean(state.usedUp);
  const started = pending || state.messages.some((m) => m.type === "user");
  const shown: ChatMessage[] =
    pending && send.variables
      ? [...state.messages, { type: "user", content: send.variables.query, timestamp: send.variables.askedAt }]
      : state.messages;
  const Heading = `h${headingLevel}` as const;

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  });

  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    if (!usedUp) inputRef.current?.focus();
  }, [pending, usedUp]);

  function ask(text: string) {
    const query = text.trim();
    if (!query || pending || usedUp) return;
    setDraft("");
    refocus.current = true;
    send.mutate(
      { query, language: locale, askedAt: askedNow() },
      {
        onSuccess: (reply) => {
          if (!guest || reply.remainingQueries === undefined) return;
          if (reply.remainingQueries === 1) notify.info(t("chat.oneLeft"), t("chat.oneLeftText"), { id: "chat-quota" });
          else if (reply.remainingQueries === 0) notify.info(t("chat.lastUsed"), t("chat.lastUsedText"), { id: "chat-quota" });
        },
        onError: (error) => {
          if (isQuotaExceeded(error)) notify.error(t("chat.usedUp"), t("chat.usedUpText"), { id: "chat-quota" });
          else notify.error(t("common.error"), t("chat.errorText"));
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    ask(draft);
  }

  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col rounded-2xl border border-slate-200 bg-white", className)}>
      <header className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading id={titleId} className="font-semibold text-slate-900">
            {t("chat.title")}
          </Heading>
          <p className="text-sm text-slate-600">{t(chatType === "meals" ? "chat.subtitle.meals" : "chat.subtitle.goals")}</p>
        </div>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={t("chat.messages")}
        aria-busy={pending || chat.isPending}
        className="max-h-[28rem] min-h-48 flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        <Bubble from="bot" label={t("chat.bot")}>
          {t(chatType === "meals" ? "chat.greeting.meals" : "chat.greeting.goals")}
        </Bubble>
        {shown.map((message, index) => (
          <Bubble key={`${message.timestamp}-${index}`} from={message.type} label={message.type === "user" ? t("chat.you") : t("chat.bot")}>
            {message.content}
          </Bubble>
        ))}
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4 text-emerald-700" />
            {t("chat.thinking")}
          </p>
        ) : null}
        {chat.isError ? <p className="text-sm text-slate-600">{t("chat.historyError")}</p> : null}
      </div>

      {!started && !chat.isPending ? (
        <div className="border-t border-slate-100 px-4 py-3">
          <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <MessageCircleQuestion aria-hidden="true" className="size-4" />
            {t("chat.starters")}
          </p>
          <ul className="flex flex-wrap gap-2">
            {(guest ? GUEST_STARTERS : STARTERS)[chatType].map((key) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => ask(t(key))}
                  disabled={usedUp}
                  className="rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-left text-sm text-emerald-900 hover:bg-emerald-100 disabled:opacity-60"
                >
                  {t(key)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {guest ? <GuestQuota state={state} /> : null}

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 px-4 py-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("chat.placeholder")}
          maxLength={1000}
          autoComplete="off"
          disabled={pending || usedUp}
          className={cn(inputClasses, "border-slate-300")}
        />
        <Button type="submit" disabled={pending || usedUp || draft.trim() === ""} className="shrink-0">
          <SendHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("chat.send")}</span>
        </Button>
      </form>
    </section>
  );
}

function Bubble({ from, label, children }: { from: "bot" | "user"; label: string; children: string }) {
  const user = from === "user";
  return (
    <div className={cn("flex items-end gap-2", user ? "flex-row-reverse" : "flex-row")}>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full",
          user ? "bg-slate-200 text-slate-700" : "bg-emerald-100 text-emerald-800",
        )}
      >
        {user ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line",
          user ? "rounded-br-sm bg-emerald-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
        )}
      >
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </div>
  );
}

/** A visitor's free questions: how many are left, then the spec's warnings and a way to sign up (000 §8). */
function GuestQuota({ state }: { state: ChatState }) {
  const { t } = useI18n();
  const remaining = state.remaining ?? ANONYMOUS_CHAT_LIMIT;
  const text = state.usedUp
    ? t("chat.usedUp")
    : remaining === 0
      ? t("chat.lastUsed")
      : remaining === 1
        ? t("chat.oneLeft")
        : t("chat.freeLeft", { count: remaining, limit: ANONYMOUS_CHAT_LIMIT });
  const warn = state.usedUp || remaining <= 1;
  return (
    <output
      className={cn(
        "flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2 text-sm",
        warn ? "border-amber-200 bg-amber-50 text-amber-950" : "border-slate-100 text-slate-600",
      )}
    >
      <span className={warn ? "font-semibold" : undefined}>{text}</span>
      {warn ? (
        <Link to="/auth?tab=register" className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
          {t("chat.signUp")}
        </Link>
      ) : null}
    </output>
  );
}
