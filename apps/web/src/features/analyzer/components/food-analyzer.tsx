import { ANALYZER_AMOUNT_MAX_GRAMS, ANALYZER_DESCRIPTION_MAX, AnalyzerMessages, type FoodAnalysis } from "@app/shared";
import { Camera, ImageUp, ScanSearch, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentType, type DragEvent, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError, isNetworkError } from "../../../lib/api.ts";
import { cn } from "../../../lib/cn.ts";
import { notify } from "../../../lib/toast.ts";
import { analysisAllowanceKey, useAnalysisAllowance, useAnalyzeFood } from "../analyzer.queries.ts";
import { checkImageFile, IMAGE_ACCEPT, readAsDataUrl, type ImageProblem } from "../image-file.ts";
import { applyTrialResetRules, isTrialUsed, markTrialUsed } from "../trial.ts";
import { AddToMeals, type LogMeal } from "./add-to-meals.tsx";
import { AnalysisResult } from "./analysis-result.tsx";

export const LOGIN_LINK = "/auth?mode=login&redirectTo=/food-analyzer";
export const REGISTER_LINK = "/auth?mode=register&redirectTo=/food-analyzer";

interface ChosenImage {
  name: string;
  dataUrl: string;
}

type Outcome =
  | { kind: "result"; analysis: FoodAnalysis }
  | { kind: "error"; message: "analyzer.panelError" | "analyzer.panelUnprocessable" }
  | null;

const PROBLEM_TEXT: Record<ImageProblem, MessageKey> = {
  unsupported: "analyzer.unsupported",
  avif: "analyzer.avif",
  tooLarge: "analyzer.tooLarge",
};

/** Server texts of the analyzer, shown in the current language. */
const SERVER_TEXT: Record<string, MessageKey> = {
  [AnalyzerMessages.unsupportedFormat]: "analyzer.unsupported",
  [AnalyzerMessages.avifNotSupported]: "analyzer.avif",
  [AnalyzerMessages.tooLarge]: "analyzer.tooLarge",
  [AnalyzerMessages.noImage]: "analyzer.noImage",
  [AnalyzerMessages.freeTrialUsed]: "analyzer.trialUsed",
  [AnalyzerMessages.busy]: "analyzer.busy",
  [AnalyzerMessages.oneAtATime]: "analyzer.oneAtATime",
  [AnalyzerMessages.tooManyPixels]: "analyzer.tooManyPixels",
  [AnalyzerMessages.unreadableImage]: "analyzer.unreadable",
  [AnalyzerMessages.amountInvalid]: "analyzer.amountInvalid",
  [AnalyzerMessages.unknownError]: "analyzer.unknownError",
  [AnalyzerMessages.nonOk]: "analyzer.nonOk",
};

export interface FoodAnalyzerProps {
  /** A visitor without an account: one free analysis (docs/product/analyzer.md#free-analysis). */
  guest: boolean;
  /** Heading level of the sections, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** 'Add to my meals' for a signed-in user: the meals feature's mutation (composed in app/routes). */
  logMeal?: LogMeal;
  /**
   * Wraps the photo part (camera, upload, preview): the premium gate of photo recognition for a signed-in
   * user. A typed description is basic meal analysis and stays usable on every plan, as on the server.
   */
  PhotoGate?: ComponentType<{ children: ReactNode }>;
}

/**
 * The food analyzer (docs/product/analyzer.md#screen): a photo (camera or upload) and/or a description, the amount eaten for a
 * label, Analyze, then the result with 'Add to my meals' for signed-in users.
 */
export function FoodAnalyzer({ guest, headingLevel = 2, logMeal, PhotoGate }: FoodAnalyzerProps) {
  const { t, tServer, locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const uploadRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [dragging, setDragging] = useState(false);
  const [guestDone, setGuestDone] = useState(false);
  // The browser flag is read at load for visitors, after the reset rules in docs/product/access-and-plans.md#trial-reset.
  const [flagSaysUsed] = useState(() => {
    if (!guest) return false;
    applyTrialResetRules(location.search, document.referrer, window.location.origin);
    return isTrialUsed();
  });
  // The server's count wins over the browser's flag; a refusal on this page wins over both.
  const [refused, setRefused] = useState(false);
  const allowance = useAnalysisAllowance(guest);
  const queryClient = useQueryClient();
  const serverLeft = allowance.data?.remainingFreeAnalyses;
  const trialUsed = refused || (serverLeft === undefined ? flagSaysUsed : serverLeft === 0);
  const analyze = useAnalyzeFood();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const text = (message: string | null | undefined, fallback: MessageKey) => {
    if (!message) return t(fallback);
    const key = SERVER_TEXT[message];
    return key ? t(key) : tServer(message);
  };

  function showTrialUsed() {
    markTrialUsed();
    void queryClient.invalidateQueries({ queryKey: analysisAllowanceKey });
    setRefused(true);
    notify.error(t("analyzer.trialUsedTitle"), t("analyzer.trialUsed"), {
      id: "analyzer-trial",
      duration: 10_000,
      action: { label: t("analyzer.logIn"), onClick: () => void navigate(LOGIN_LINK) },
      cancel: { label: t("analyzer.createAccount"), onClick: () => void navigate(REGISTER_LINK) },
    });
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) {
      notify.error(t("analyzer.unsupportedTitle"), t(PROBLEM_TEXT[problem]), { id: "analyzer-file" });
      return;
    }
    try {
      setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      notify.error(t("analyzer.unsupportedTitle"), t("analyzer.unsupported"), { id: "analyzer-file" });
    }
  }

  function removeImage() {
    setImage(null);
    setOutcome(null);
    if (uploadRef.current) uploadRef.current.value = "";
    if (cameraRef.current) cameraRef.current.value = "";
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  function run() {
    const typed = description.trim();
    if (!image && !typed) {
      notify.error(t("analyzer.noImageTitle"), t("analyzer.noImage"), { id: "analyzer-input" });
      return;
    }
    let amountGrams: number | undefined;
    if (amount.trim()) {
      amountGrams = Number(amount.replace(",", "."));
      if (!Number.isFinite(amountGrams) || amountGrams <= 0 || amountGrams > ANALYZER_AMOUNT_MAX_GRAMS) {
        setAmountError(t("analyzer.amountInvalid"));
        return;
      }
    }
    setAmountError(undefined);
    // A visitor's second analysis: the flag is set now, and the trial prompt shown (docs/product/analyzer.md#free-analysis).
    if (guest && (trialUsed || guestDone)) {
      showTrialUsed();
      return;
    }
    analyze.mutate(
      {
        ...(image ? { imageBase64: image.dataUrl } : {}),
        ...(typed ? { description: typed } : {}),
        ...(amountGrams ? { amountGrams } : {}),
        language: locale,
      },
      {
        onSuccess: (reply) => {
          if (reply.success && reply.analysis) {
            setOutcome({ kind: "result", analysis: reply.analysis });
            if (guest) {
              setGuestDone(true);
              void queryClient.invalidateQueries({ queryKey: analysisAllowanceKey });
              notify.info(t("analyzer.freeDoneTitle"), t("analyzer.freeDone"), { id: "analyzer-result" });
            }
            return;
          }
          setOutcome({ kind: "error", message: "analyzer.panelError" });
          notify.error(t("analyzer.errorTitle"), text(reply.error, "analyzer.unknownError"), { id: "analyzer-result" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "INVALID_RESPONSE") {
            setOutcome({ kind: "error", message: "analyzer.panelUnprocessable" });
            notify.error(t("analyzer.warningTitle"), t("analyzer.panelUnprocessable"), { id: "analyzer-result" });
            return;
          }
          if (error instanceof ApiError && error.status === 429 && guest && error.message !== AnalyzerMessages.oneAtATime) {
            showTrialUsed();
            return;
          }
          setOutcome({ kind: "error", message: "analyzer.panelError" });
          // A busy analyzer answers 503 with its own text; other server errors get the generic one.
          const known =
            error instanceof ApiError && !isNetworkError(error) && (error.status < 500 || error.code === "SERVICE_UNAVAILABLE")
              ? error.message
              : null;
          notify.error(t("analyzer.errorTitle"), text(known, "analyzer.nonOk"), { id: "analyzer-result" });
        },
      },
    );
  }

  const pending = analyze.isPending;
  const hasResult = outcome?.kind === "result";
  const photoArea = image ? (
    <figure className="mt-4">
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <img src={image.dataUrl} alt={t("analyzer.previewAlt")} className="mx-auto max-h-80 w-full object-contain" />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("analyzer.removeImage")}
          title={t("analyzer.removeImage")}
          onClick={removeImage}
          disabled={pending}
          className="absolute top-2 right-2 size-9 rounded-full p-0"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <figcaption className="mt-2 flex items-center gap-2 text-sm font-medium text-emerald-800">
        <ScanSearch aria-hidden="true" className="size-4" />
        {t("analyzer.ready")}
        <span className="truncate font-normal text-slate-500">{image.name}</span>
      </figcaption>
    </figure>
  ) : (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
        dragging ? "border-emerald-600 bg-emerald-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => cameraRef.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {t("analyzer.takePhoto")}
        </Button>
        <Button variant="secondary" onClick={() => uploadRef.current?.click()}>
          <ImageUp aria-hidden="true" className="size-4" />
          {t("analyzer.uploadImage")}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t("analyzer.dropHint")}</p>
      <p className="text-xs text-slate-500">{t("analyzer.imageRules")}</p>
    </div>
  );

  // The Analyze button is disabled while the analysis runs, which drops the keyboard focus, and on a phone
  // the answer appears below the form: the new outcome takes the focus, which also scrolls it into view.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <section aria-labelledby={`${id}-input`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <Heading id={`${id}-input`} className="text-lg font-semibold text-slate-900">
          {t("analyzer.photoTitle")}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{t("analyzer.intro")}</p>

        {guest && trialUsed ? (
          <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">{t("analyzer.trialUsedTitle")}</p>
            <p className="mt-1">{t("analyzer.trialUsedPanel")}</p>
            <SignInLinks />
          </div>
        ) : guest ? (
          <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">{t("analyzer.trialNote")}</p>
        ) : null}

        <input
          ref={uploadRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="analyzer-upload-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <input
          ref={cameraRef}
          type="file"
          accept={IMAGE_ACCEPT}
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="analyzer-camera-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />

        {PhotoGate ? <PhotoGate>{photoArea}</PhotoGate> : photoArea}

        <TextareaField
          id={`${id}-description`}
          className="mt-5"
          label={t("analyzer.descriptionLabel")}
          hint={t("analyzer.descriptionHelp")}
          placeholder={t("analyzer.descriptionPlaceholder")}
          maxLength={ANALYZER_DESCRIPTION_MAX}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          id={`${id}-amount`}
          className="mt-4 max-w-56"
          label={t("analyzer.amountLabel")}
          hint={t("analyzer.amountHelp")}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={amountError}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(undefined);
          }}
        />

        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={run} aria-disabled={pending || undefined} disabled={pending}>
            {pending ? <Spinner className="size-4" /> : <ScanSearch aria-hidden="true" className="size-4" />}
            {pending ? t("analyzer.analyzing") : hasResult ? t("analyzer.analyzeAgain") : t("analyzer.analyze")}
          </Button>
        </div>
        <div aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600">
          {pending ? t("analyzer.duration") : null}
        </div>
      </section>

      <div ref={outcomeRef} tabIndex={-1} className="min-w-0 scroll-mt-20 outline-none">
        {pending ? (
          <output className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm">
            <Spinner className="size-8 text-emerald-700" />
            <span className="font-medium">{t("analyzer.analyzing")}</span>
            <span className="text-sm">{t("analyzer.duration")}</span>
          </output>
        ) : outcome?.kind === "result" ? (
          <div className="grid grid-cols-1 gap-4">
            <AnalysisResult analysis={outcome.analysis} headingLevel={headingLevel} />
            {guest ? (
              <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950">
                <p>{t("analyzer.addSignedOut")}</p>
                <p className="mt-1">{t("analyzer.guestCta")}</p>
                <SignInLinks />
              </section>
            ) : logMeal ? (
              <AddToMeals
                analysis={outcome.analysis}
                fallbackName={description.trim() || image?.name || t("analyzer.resultTitle")}
                headingLevel={headingLevel}
                logMeal={logMeal}
              />
            ) : null}
          </div>
        ) : outcome?.kind === "error" ? (
          <ErrorAlert>{t(outcome.message)}</ErrorAlert>
        ) : (
          <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-sm text-slate-600">
            <ScanSearch aria-hidden="true" className="size-10 text-slate-400" />
            <p className="max-w-sm">{t("analyzer.emptyResult")}</p>
            {guest ? (
              <p>
                <Link to="/auth?mode=register" className="font-medium text-emerald-800 underline underline-offset-2">
                  {t("analyzer.signUp")}
                </Link>
                {" · "}
                <Link to="/pricing" className="font-medium text-emerald-800 underline underline-offset-2">
                  {t("analyzer.seePlans")}
                </Link>
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** 'Log In' and 'Create Account', for a visitor. */
function SignInLinks() {
  const { t } = useI18n();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <ButtonLink to={LOGIN_LINK} size="sm">
        {t("analyzer.logIn")}
      </ButtonLink>
      <ButtonLink to={REGISTER_LINK} size="sm" variant="secondary">
        {t("analyzer.createAccount")}
      </ButtonLink>
    </div>
  );
}
