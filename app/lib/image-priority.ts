// React 18 has no `fetchPriority` prop (it warns in development); the lowercase attribute passes as is.
export const HIGH_FETCH_PRIORITY: Record<string, string> = { fetchpriority: "high" };
