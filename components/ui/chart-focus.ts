/**
 * Charts as keyboard tab stops: each chart's wrapper takes `tabIndex={0}`, a role with an
 * accessible name that summarises what it draws, and this visible focus ring (the charts'
 * own SVG keyboard layers are off: they were nameless tab stops).
 */
export const CHART_FOCUS_RING =
  "rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
