import { lazy, Suspense } from "react";
import { LanguagesIcon, PencilIcon, Trash2Icon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

// The confirmation's code (Radix Dialog) arrives when an admin first asks to delete.
const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * What a small action button in a list says to a screen reader: `name` adds ": name" after the
 * visible text, `label` replaces it (aria-label). With `iconOnly` give `label`.
 */
type Naming = { name?: string; label?: string; iconOnly?: boolean };

/** A card's or row's Edit button ("Translate" for a translator, who edits only the language tabs). */
export function EditButton({
  onClick,
  translate = false,
  name,
  label,
  iconOnly = false,
}: Naming & { onClick: () => void; translate?: boolean }) {
  const { t } = useT();
  return (
    <Button size="sm" variant="outline" onClick={onClick} aria-label={label}>
      {translate ? <LanguagesIcon aria-hidden="true" /> : <PencilIcon aria-hidden="true" />}
      {!iconOnly && t(translate ? "admin.action.translate" : "admin.action.edit")}
      {!iconOnly && name && <span className="sr-only">: {name}</span>}
    </Button>
  );
}

/**
 * A card's or row's Delete button and the confirmation it opens (mounted, lazily, only while it
 * asks). The caller holds `confirming`, so its delete mutation can close it when done.
 */
export function DeleteWithConfirm({
  confirming,
  onConfirmingChange,
  title,
  description,
  busy,
  onConfirm,
  disabled = false,
  showDeleting = false,
  icon = true,
  name,
  label,
  iconOnly = false,
}: Naming & {
  confirming: boolean;
  onConfirmingChange: (open: boolean) => void;
  /** The confirmation's title and text. */
  title: string;
  description: string;
  /** The delete request runs: the confirmation's buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  /** Disables the Delete button (not the confirmation). */
  disabled?: boolean;
  /** The confirm button says "Deleting…" while busy. */
  showDeleting?: boolean;
  icon?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <Button
        size="sm"
        variant="destructive"
        disabled={disabled}
        onClick={() => onConfirmingChange(true)}
        aria-label={label}
      >
        {icon && <Trash2Icon aria-hidden="true" />}
        {!iconOnly && t("admin.action.delete")}
        {!iconOnly && name && <span className="sr-only">: {name}</span>}
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={onConfirmingChange}
            title={title}
            description={description}
            cancelLabel={t("admin.action.cancel")}
            confirmLabel={t("admin.action.delete")}
            busyLabel={showDeleting ? t("admin.action.deleting") : undefined}
            destructive
            busy={busy}
            onConfirm={onConfirm}
          />
        </Suspense>
      )}
    </>
  );
}
