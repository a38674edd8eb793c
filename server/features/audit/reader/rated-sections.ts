/**
 * Rated sections (issue 14, twenty-ninth reader round; quantitative voices): a label that
 * announces its claims come with their own uncertainty ("Results with uncertainty", "Counts
 * with error bars", "Estimates with their odds") names a section whose lines rate themselves.
 * It is a section name (hedge-cues.ts's labelKind: generic), not a hedge on every line under
 * it: a question none of its lines names is not kept open by it.
 */

/** A section label that says its claims carry their own uncertainty. */
const RATED_SECTION =
  /^[\w\s,-]{0,40}\bwith (?:(?:their|its|the) )?(?:uncertaint(?:y|ies)|error bars?|confidence(?: levels?| ratings?)?|probabilit(?:y|ies)|odds|credences?)$/i;

/** Is the label (markup stripped) a rated section's name? */
export function ratedSection(label: string): boolean {
  return RATED_SECTION.test(label);
}
