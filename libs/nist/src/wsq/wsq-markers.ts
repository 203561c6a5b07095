/** WSQ marker codes (FBI IAFIS-IC-0110 v3, table 2). */
export const WSQ_MARKER = {
  SOI: 0xffa0,
  EOI: 0xffa1,
  SOF: 0xffa2,
  SOB: 0xffa3,
  DTT: 0xffa4,
  DQT: 0xffa5,
  DHT: 0xffa6,
  DRT: 0xffa7,
  COM: 0xffa8,
} as const;

export const MARKER_NAMES: Record<number, string> = {
  0xffa0: 'SOI',
  0xffa1: 'EOI',
  0xffa2: 'SOF',
  0xffa3: 'SOB',
  0xffa4: 'DTT',
  0xffa5: 'DQT',
  0xffa6: 'DHT',
  0xffa7: 'DRT',
  0xffa8: 'COM',
};

/** Subbands that carry data; 60..63 (the finest diagonal detail) are always discarded by WSQ. */
export const NUM_SUBBANDS = 60;
/** First subband of entropy block 2 and 3 (blocks 1..3 are coded as separate SOB segments). */
export const BLOCK2_START = 19;
export const BLOCK3_START = 52;

/** Huffman symbol alphabet of the WSQ entropy coder. */
export const MAX_ZERO_RUN_SYMBOL = 100;
export const SYM_POS_8 = 101;
export const SYM_NEG_8 = 102;
export const SYM_POS_16 = 103;
export const SYM_NEG_16 = 104;
export const SYM_RUN_8 = 105;
export const SYM_RUN_16 = 106;
/** Coefficients -73..74 are coded directly as symbol value + 180. */
export const COEFF_OFFSET = 180;
export const MAX_DIRECT_COEFF = 74;
export const MIN_DIRECT_COEFF = -73;
export const MAX_HUFFMAN_TABLES = 8;
