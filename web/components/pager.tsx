import { Link } from "@tanstack/react-router";
import { PagerView } from "./pager-view";

/**
 * Previous / where we are / next, below a paged list. Pages are addresses: the current one with
 * `?{param}=N` (the first page without it, other search params kept), so back, forward and sharing
 * keep the page.
 */
export function Pager({
  param = "page",
  hash,
  ...view
}: {
  label: string;
  status: string;
  /** The page shown, from 1. */
  page: number;
  hasNext: boolean;
  /** The search param that holds the page. */
  param?: string;
  /** Where on the new page to scroll to. */
  hash?: string;
}) {
  return (
    <PagerView
      {...view}
      link={(target, props) => (
        <Link
          to="."
          search={(previous) => ({ ...previous, [param]: target > 1 ? target : undefined })}
          hash={hash}
          {...props}
        />
      )}
    />
  );
}
