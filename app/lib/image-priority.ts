/**
 * `fetchpriority="high"` on an `<img>`, spread as `{...HIGH_FETCH_PRIORITY}`. React 18 has no `fetchPriority`
 * prop (React 19 does) and warns about it in development; the attribute written in lowercase passes as is.
 */
export const HIGH_FETCH_PRIORITY: Record<string, string> = { fetchpriority: "high" };
