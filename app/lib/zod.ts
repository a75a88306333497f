import { z } from "zod";

// zod 4 probes `new Function` (for its faster compiled parsers) on the first parse; the
// Content-Security-Policy (no 'unsafe-eval') refuses it and the browser reports a violation,
// even though zod catches the error. jitless skips the probe: zod parses without eval.
// App code imports z from here (ESLint's no-restricted-imports keeps it so).
z.config({ jitless: true });

export { z };
