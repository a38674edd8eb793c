/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to content": the first tab stop on every page (root layout), hidden until focused,
 * jumping past the navigation to the page's <main>.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-zinc-900 focus:shadow focus:outline-2 focus:outline-sky-600"
    >
      Skip to content
    </a>
  );
}
