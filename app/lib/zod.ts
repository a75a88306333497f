import { z } from "zod";

// zod probes `new Function` on the first parse, which the CSP refuses and reports; jitless parses without eval.
z.config({ jitless: true });

export { z };
