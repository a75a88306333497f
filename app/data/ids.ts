/** Element ids more than one module refers to. */
export const MAIN_ID = "main";
