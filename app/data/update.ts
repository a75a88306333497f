/** Moving an open page to the site's new version (app/lib/browser/update.ts): what the page says meanwhile. */
export const UPDATING = "Updating the shop…";
export const UPDATE_STUCK = "A new version of the shop can't load right now; this page keeps working.";
export const RELOAD = "Reload";
/** A lazy part that failed (PartBoundary), where it was. */
export const PART_FAILED = "This part of the page couldn't load.";
export const TRY_AGAIN = "Try again";
