import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser; useEffect when the build renders in Node (where layout effects warn). */
export const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
