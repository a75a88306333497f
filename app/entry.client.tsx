import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { FirstPaintProvider, loadFirstPaint } from "~/first-paint";

// Hydrate the page the HTML was prerendered with: its first-paint module (preloaded by
// the HTML) loads first, so the first render matches the HTML (first-paint.tsx).
const page = await loadFirstPaint(document.documentElement.dataset.firstPaint);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <FirstPaintProvider page={page}>
        <RemixBrowser />
      </FirstPaintProvider>
    </StrictMode>,
  );
});
