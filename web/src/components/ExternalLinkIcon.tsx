/** The usual arrow-out-of-a-box mark for links that open in a new tab. */
export function ExternalLinkIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="h-3.5 w-3.5 shrink-0"
      fill="none"
      stroke="currentColor"
    >
      <path d="M6.5 3.5h-3v9h9v-3M9.5 2.5h4v4M13.5 2.5 7.5 8.5" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
