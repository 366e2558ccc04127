import { BarcodeMessages, BarcodeSchema, type FoodDetail } from "@app/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Hash, ScanBarcode } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useErrorText, useMessageText } from "../../../lib/message-text.ts";
import type { CameraScanner } from "../barcode-scanner.ts";
import { fetchFoodByBarcode, foodDetailQuery } from "../food-search.queries.ts";

/** Opens the camera into a video element and reads barcodes from it. */
export type StartScanner = (video: HTMLVideoElement) => Promise<CameraScanner>;

/** The camera code (and the zxing-wasm ponyfill behind it) loads only when the scanner opens. */
const loadCameraScanner = async (): Promise<StartScanner> => (await import("../barcode-scanner.ts")).startCameraScanner;

/** How often a camera frame is read. */
const SCAN_INTERVAL_MS = 250;

type Status =
  | { kind: "idle" }
  | { kind: "looking"; code: string }
  | { kind: "notFound"; code: string }
  | { kind: "error"; message: string };

interface BarcodeLookupProps {
  /** A product was found: the form takes it as a food chosen from the search. */
  onFound: (food: FoodDetail) => void;
  /** 'Create a custom food' after a barcode was not found: the form's food typed by hand. */
  onCreateCustom: () => void;
  /** Tests: a scanner without a camera. */
  loadScanner?: () => Promise<StartScanner>;
}

/**
 * 'Scan barcode' (the camera, docs/product/tracking.md#meals) and 'Type the number': the product from the
 * stored foods or Open Food Facts, else 'not found' with 'Scan the label' (the food analyzer) and
 * 'Create a custom food'.
 */
export function BarcodeLookup({ onFound, onCreateCustom, loadScanner = loadCameraScanner }: BarcodeLookupProps) {
  const { t, locale } = useI18n();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [mode, setMode] = useState<"none" | "type" | "camera">("none");
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [cameraState, setCameraState] = useState<"starting" | "on" | "failed">("starting");
  const videoRef = useRef<HTMLVideoElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const current = useRef(0);

  async function lookUp(raw: string) {
    const parsed = BarcodeSchema.safeParse(raw);
    if (!parsed.success) {
      setTypedError(messageText(parsed.error.issues[0]?.message ?? BarcodeMessages.invalid));
      return;
    }
    const code = parsed.data;
    const call = ++current.current;
    setTypedError(undefined);
    setStatus({ kind: "looking", code });
    try {
      const food = await fetchFoodByBarcode(code, locale);
      if (call !== current.current) return;
      queryClient.setQueryData(foodDetailQuery(food.id, locale).queryKey, food);
      setStatus({ kind: "idle" });
      setTyped("");
      setMode("none");
      onFound(food);
    } catch (error) {
      if (call !== current.current) return;
      if (error instanceof ApiError && error.status === 404) setStatus({ kind: "notFound", code });
      else setStatus({ kind: "error", message: errorText(error) ?? t("msg.unexpected") });
    }
  }

  // The camera: opened when the scanner shows, read every SCAN_INTERVAL_MS until a barcode is seen, off when closed.
  useEffect(() => {
    if (mode !== "camera") return;
    let stopped = false;
    let scanner: CameraScanner | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped || !scanner) return;
      const code = await scanner.detect().catch(() => null);
      if (stopped) return;
      if (code) {
        scanner.stop();
        setMode("none");
        void lookUp(code);
      } else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void (async () => {
      try {
        const start = await loadScanner();
        if (stopped || !videoRef.current) return;
        scanner = await start(videoRef.current);
        if (stopped) {
          scanner.stop();
          return;
        }
        setCameraState("on");
        void tick();
      } catch {
        if (!stopped) setCameraState("failed");
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      scanner?.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the camera follows the mode only
  }, [mode]);

  const open = (next: "type" | "camera") => {
    current.current++;
    setStatus({ kind: "idle" });
    setTypedError(undefined);
    setCameraState("starting");
    setMode(mode === next ? "none" : next);
  };

  useEffect(() => {
    if (mode === "type") inputRef.current?.focus();
  }, [mode]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter looks the number up; it never submits the meal form around it.
    if (event.key === "Enter") {
      event.preventDefault();
      void lookUp(typed);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-expanded={mode === "camera"} onClick={() => open("camera")}>
          <ScanBarcode aria-hidden="true" className="size-4" />
          {t("foodSearch.barcode.scan")}
        </Button>
        <Button variant="secondary" size="sm" aria-expanded={mode === "type"} onClick={() => open("type")}>
          <Hash aria-hidden="true" className="size-4" />
          {t("foodSearch.barcode.type")}
        </Button>
      </div>

      {mode === "type" ? (
        <div className="flex flex-wrap items-start gap-2">
          <TextField
            id={`${id}-code`}
            name="barcode"
            label={t("foodSearch.barcode.number")}
            inputMode="numeric"
            autoComplete="off"
            ref={inputRef}
            maxLength={20}
            value={typed}
            error={typedError}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-48 flex-1"
          />
          <Button variant="secondary" className="mt-6" onClick={() => void lookUp(typed)}>
            {t("foodSearch.barcode.lookUp")}
          </Button>
        </div>
      ) : null}

      {mode === "camera" ? (
        <div className="space-y-2">
          <video
            ref={videoRef}
            aria-label={t("foodSearch.barcode.video")}
            muted
            playsInline
            className="aspect-video w-full max-w-md rounded-lg bg-slate-900 object-cover"
          />
          {cameraState === "failed" ? (
            <p className="text-sm text-red-700" role="alert">
              {t("foodSearch.barcode.cameraError")}
            </p>
          ) : (
            <p className="text-sm text-slate-700" aria-live="polite">
              {cameraState === "starting" ? t("foodSearch.barcode.cameraStarting") : t("foodSearch.barcode.cameraHint")}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={() => setMode("none")}>
            {t("foodSearch.barcode.closeCamera")}
          </Button>
        </div>
      ) : null}

      {status.kind === "looking" ? (
        <output className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-emerald-700" />
          {t("foodSearch.barcode.lookingUp", { code: status.code })}
        </output>
      ) : null}
      {status.kind === "notFound" ? (
        <div role="alert" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            {messageText(BarcodeMessages.notFound)} <span className="text-amber-900">({status.code})</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard?tab=analyze" variant="secondary" size="sm">
              {t("foodSearch.barcode.scanLabel")}
            </ButtonLink>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setStatus({ kind: "idle" });
                setMode("none");
                onCreateCustom();
              }}
            >
              {t("foodSearch.barcode.createCustom")}
            </Button>
          </div>
        </div>
      ) : null}
      {status.kind === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("foodSearch.barcode.error", { message: status.message })}
        </p>
      ) : null}
    </div>
  );
}
