import { lazy, Suspense, useEffect, useState } from "react";
import { useController, useForm, useWatch, type Resolver } from "react-hook-form";
import type { ReviewInput } from "#schema/api/reviews";
import { REVIEW_TEXT_MAX_LENGTH } from "#schema/review-rules";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { ApiError } from "#web/lib/api-client";
import { loginHref } from "#web/features/auth/login-href";
import { useHydrated } from "#web/lib/use-hydrated";
import type { Translator } from "#web/features/profile/messages";
import { Field } from "#web/features/profile/components/field";
import { useSubmitReview } from "../api";
import { notify, notifyFailure } from "../notify";
import { readDraft, removeDraft, saveDraft } from "../review-draft";
import { StarRatingInput } from "./star-rating-input";
import { UnsentReview } from "./unsent-review";

// Both come only when needed: the checks (with zod) on the first submit, the dialog when a
// signed-out visitor sends the form.
const checkReview: Resolver<ReviewInput, Translator> = (values, i18n, options) =>
  import("../review-form-checks").then((m) => m.checkReview(values, i18n, options));
const LoginRequiredDialog = lazy(() =>
  import("#web/features/auth/components/login-required-dialog").then((m) => ({
    default: m.LoginRequiredDialog,
  })),
);

/** Where sign-in brings the visitor back to: this form, which the page then scrolls to (and hydrates). */
export const REVIEW_FORM_ANCHOR = "write-review";

/** Providers whose draft was sent automatically in this page's life: once, whatever re-renders. */
const autoSubmitted = new Set<string>();

/**
 * A rating and a text, checked with the API's schema. What the visitor types is kept as a draft at
 * once, and filled in again when the form comes back (a reload, the page shown again). A signed-out
 * visitor's valid review is marked to be sent while they sign in (the login dialog); back on the
 * page signed in, it is sent once. A failed submission stays marked to be sent, unless it can never
 * be sent.
 */
export function ReviewForm({
  providerId,
  brand,
  signedIn,
  pagePath,
}: {
  providerId: string;
  brand: string;
  signedIn: boolean;
  /** The page's path and search, where sign-in brings the visitor back to. */
  pagePath: string;
}) {
  const i18n = useT();
  const { t } = i18n;
  const submitReview = useSubmitReview();
  const [loginOpen, setLoginOpen] = useState(false);
  // Refused as a second review of the provider: the text stays in view to be copied.
  const [unsent, setUnsent] = useState<string>();
  const empty: ReviewInput = { providerId, rating: 0, reviewText: "" };
  const form = useForm<ReviewInput, Translator>({
    resolver: checkReview,
    context: i18n,
    defaultValues: empty,
  });
  const rating = useController({ control: form.control, name: "rating" }).field;
  const text = useWatch({ control: form.control, name: "reviewText" });
  const { errors, isSubmitting } = form.formState;
  // Until this form's code runs, stars chosen and text typed would not reach its state (and be wiped
  // as it takes the fields over): the server's HTML, and a browser without JavaScript, show its
  // fields disabled. Send stays enabled: a press before the code has come is held and acted on once
  // it has (the islands' boot), and without JavaScript it sends no field.
  const hydrated = useHydrated();

  const send = async (review: ReviewInput) => {
    if (!signedIn) {
      saveDraft(review, true);
      setLoginOpen(true);
      return;
    }
    try {
      await submitReview.mutateAsync(review);
      removeDraft(providerId);
      form.reset(empty);
      notify({
        title: t("provider.review_form.submitted"),
        description: t("provider.review_form.submitted_text"),
      });
    } catch (error) {
      // A second review of the provider (409) can never be sent: kept only to be read and copied
      // (never to be sent again, in vain, on every visit) until its author dismisses it. Nor can a
      // review of a provider no longer listed (404).
      if (error instanceof ApiError && error.status === 409) {
        saveDraft(review);
        setUnsent(review.reviewText);
        return;
      }
      if (error instanceof ApiError && error.status === 404) removeDraft(providerId);
      else saveDraft(review, true);
      notifyFailure(i18n, error, t("reviews.submit_error"));
      // The session ended meanwhile: signing in again sends the draft just kept.
      if (error instanceof ApiError && error.status === 401) setLoginOpen(true);
    }
  };
  const submit = form.handleSubmit(send, (invalid) => {
    if (invalid.rating) notify({ title: t("reviews.rating_required") });
  });

  useEffect(() => {
    const draft = readDraft(providerId);
    if (!draft) return;
    form.setValue("rating", draft.rating);
    form.setValue("reviewText", draft.reviewText);
    if (!draft.toSend || !signedIn || autoSubmitted.has(providerId)) return;
    autoSubmitted.add(providerId);
    // Gone before the request, so a second run of this effect (React's development checks, a
    // remount) finds nothing to send.
    removeDraft(providerId);
    void submit();
    // Once per provider and sign-in state: `submit` is new on every render but reads the form's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [providerId, signedIn]);

  // Kept as typed (the visitor's own changes only: a draft filled in again stays as it was stored);
  // an emptied form keeps nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { rating, reviewText }, type }) => {
          if (type !== "change") return;
          if (rating === 0 && reviewText === "") removeDraft(providerId);
          else saveDraft({ providerId, rating, reviewText });
        },
      }),
    [form, providerId],
  );

  if (unsent !== undefined) {
    return (
      <UnsentReview
        brand={brand}
        text={unsent}
        onDismiss={() => {
          removeDraft(providerId);
          form.reset(empty);
          setUnsent(undefined);
        }}
      />
    );
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <fieldset disabled={!hydrated} className="contents">
          <StarRatingInput
            name={rating.name}
            value={rating.value}
            onChange={rating.onChange}
            legend={t("provider.review_form.rating")}
          />
          <Field
            id="review-text"
            label={t("provider.review_form.text")}
            hint={`${text.length} / ${REVIEW_TEXT_MAX_LENGTH}`}
            error={errors.reviewText?.message}
          >
            {(control) => (
              <textarea
                dir="auto"
                {...control}
                {...form.register("reviewText")}
                rows={5}
                className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm"
              />
            )}
          </Field>
        </fieldset>
        {!signedIn && (
          <p className="text-sm text-muted-foreground">{t("provider.review_form.sign_in_note")}</p>
        )}
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? t("provider.review_form.submitting") : t("provider.review_form.submit")}
        </Button>
      </form>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginRequiredDialog
            open
            onOpenChange={setLoginOpen}
            description={t("provider.review_form.login_description")}
            loginHref={loginHref(`${pagePath}#${REVIEW_FORM_ANCHOR}`)}
          />
        </Suspense>
      )}
    </>
  );
}
