import { UserPlus } from "lucide-react";
import { Link } from "react-router";

/** Above a form a visitor may try but not save: what saving needs, with the link to create an account. */
export function GuestNotice({ title, text, cta }: { title: string; text: string; cta: string }) {
  return (
    <div className="mb-5 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <UserPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">
          {text}{" "}
          <Link to="/auth?tab=register" className="font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800">
            {cta}
          </Link>
        </p>
      </div>
    </div>
  );
}
