import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { cn } from "../../lib/cn.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Dialog } from "./dialog.tsx";

/** A table row's icon button (edit, delete, view); `compact` for the denser tables. */
export const iconButtonClass = (compact = false) =>
  cn(
    "inline-flex items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900",
    compact ? "size-8" : "size-9",
  );

interface RowActionsProps {
  /** The buttons' spoken names ('Edit Spring cut'). */
  editLabel: string;
  deleteLabel: string;
  /** For a visitor: both buttons call this (saving needs an account) instead of opening their dialogs. */
  onBlocked?: (() => void) | undefined;
  compact?: boolean;
  /** More classes for the cell (the goal history's card layout on a phone). */
  className?: string;
  /** Shown before the two buttons (a goal's 'Activate' and 'View'). */
  before?: ReactNode;
  edit: { title: string; open: boolean; onOpenChange: (open: boolean) => void; form: ReactNode };
  remove: { title: string; text: string; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onConfirm: () => void };
}

/** The last cell of a row of the meal list and the goal history: edit in a dialog, delete after a confirmation. */
export function RowActions({ editLabel, deleteLabel, onBlocked, compact, before, edit, remove, className }: RowActionsProps) {
  const t = useT();
  const editButton = (
    <button type="button" className={iconButtonClass(compact)} onClick={onBlocked}>
      <Pencil aria-hidden="true" className="size-4" />
      <span className="sr-only">{editLabel}</span>
    </button>
  );
  const deleteButton = (
    <button type="button" className={cn(iconButtonClass(compact), "hover:bg-red-50 hover:text-red-800")} onClick={onBlocked}>
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="sr-only">{deleteLabel}</span>
    </button>
  );
  return (
    <td className={cn("py-1 pr-3 pl-1 text-right whitespace-nowrap sm:pr-1", className)}>
      {before}
      {onBlocked ? (
        <>
          {editButton}
          {deleteButton}
        </>
      ) : (
        <>
          <Dialog
            trigger={editButton}
            open={edit.open}
            onOpenChange={edit.onOpenChange}
            title={edit.title}
            closeLabel={t("common.close")}
            size="lg"
          >
            {edit.form}
          </Dialog>
          <ConfirmDialog
            trigger={deleteButton}
            open={remove.open}
            onOpenChange={remove.onOpenChange}
            title={remove.title}
            description={remove.text}
            confirmLabel={remove.pending ? t("common.deleting") : t("common.delete")}
            cancelLabel={t("common.cancel")}
            pending={remove.pending}
            onConfirm={remove.onConfirm}
          />
        </>
      )}
    </td>
  );
}
