/** Information separators of the ANSI/NIST-ITL traditional encoding. */
export const FS = 0x1c; // ends a record
export const GS = 0x1d; // ends a field
export const RS = 0x1e; // separates subfields
export const US = 0x1f; // separates information items
