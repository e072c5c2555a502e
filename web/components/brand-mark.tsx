/**
 * The site's mark (web/public/favicon.svg, the tab's icon, is the same drawing), inline in the page:
 * an `<img>` of an SVG is a document of its own for the browser to build, on the header's first render.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path
        d="M18 34l9 9 19-22"
        stroke="#fff"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
