import type { FingerPosition } from './finger-position';

/** Applicant transaction types Ridgeline submits. */
export type EbtsTot = 'FAUF' | 'NFUF' | 'MAP' | 'DOCE';

export const EBTS_TOTS: readonly EbtsTot[] = ['FAUF', 'NFUF', 'MAP', 'DOCE'];

/** Date as `YYYY-MM-DD` or `YYYYMMDD`. */
export type EbtsDate = string;

export interface EbtsApplicant {
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName?: string;
  /** State or country code (EBTS POB table), e.g. `NY`. */
  readonly placeOfBirth: string;
  readonly dateOfBirth: EbtsDate;
  /** `M`, `F` or `X` (unknown). */
  readonly sex: string;
  /** EBTS race code: `A`, `B`, `I`, `U` or `W`. */
  readonly race: string;
  readonly height: { readonly feet: number; readonly inches: number };
  /** Pounds. */
  readonly weight: number;
  /** EBTS eye colour code, e.g. `BRO`. */
  readonly eyeColor: string;
  /** EBTS hair colour code, e.g. `BLK`. */
  readonly hairColor: string;
  /** Nine digits, no dashes. */
  readonly socialSecurityNumber?: string;
  /** Country codes of citizenship (2.021 CTZ). */
  readonly citizenship?: readonly string[];
  /** Residence address (2.041 RES). */
  readonly residence?: string;
}

export interface EbtsPrint {
  readonly position: FingerPosition;
  /** ANSI/NIST impression type: 0 plain live-scan, 1 rolled live-scan, 2 plain non-live, 3 rolled non-live. */
  readonly impression: number;
  /** Compressed image bytes (WSQ for `WSQ20`). */
  readonly image: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Pixels per inch; 500 unless told. */
  readonly ppi?: number;
  /** 14.011 CGA; `WSQ20` unless told. */
  readonly compression?: string;
  /**
   * NFIQ score 1 (best) to 5 (worst), only when the device computed a real NFIQ: one number for an image of one
   * finger, or one per finger position (1-10) for a slap. 14.022 NQM gets an entry for every finger present in the
   * image, 254 ("no score computed") where no NFIQ is given. A device's own quality scale is not NFIQ.
   */
  readonly nfiq?: number | Readonly<Partial<Record<number, number>>>;
  /** Capture date; the transaction date unless told. */
  readonly captureDate?: EbtsDate;
  /** Where each finger of a slap lies in the image (14.021 SEG), in pixels. */
  readonly segments?: readonly EbtsSegment[];
  /**
   * 14.020 COM, free text about the image: Ridgeline says `FORCE CAPTURED` there for a print the operator kept
   * although the device scored it below the acceptable quality (the device's scale is not NFIQ, so not in NQM).
   */
  readonly comment?: string;
}

export interface EbtsSegment {
  readonly position: FingerPosition;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** A finger that could not be printed: `XX` amputated, `UP` unable to print (e.g. bandaged). */
export interface EbtsMissingFinger {
  readonly position: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  readonly code: 'XX' | 'UP';
}

export interface EbtsPhoto {
  readonly image: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** 10.011 CGA, e.g. `JPEGB`. */
  readonly compression: string;
  /**
   * 10.012 CSP colour space; read from the image itself unless told (`photoColorSpace`): `GRAY` for a one-channel
   * image, `SRGB` for a colour JPEG (JFIF) or PNG, as EBTS prescribes.
   */
  readonly colorSpace?: string;
  /**
   * 10.013 SAP, the subject acquisition profile the photo meets: 0 (unknown) unless the capture enforced one, such
   * as 11 (ANSI 385 full frontal). Never 1, which is a surveillance image.
   */
  readonly acquisitionProfile?: number;
  readonly captureDate?: EbtsDate;
}

/** Everything needed to build an EBTS applicant transaction. */
export interface EbtsTransactionDescription {
  readonly tot: EbtsTot;
  readonly date: EbtsDate;
  /** 1.006 PRY, 1 (highest) to 9. */
  readonly priority?: number;
  /** 1.007 DAI, destination agency (e.g. `WVIAFIS0Z`). */
  readonly destinationAgency: string;
  /** 1.008 ORI, originating agency. */
  readonly originatingAgency: string;
  /** 1.009 TCN. */
  readonly controlNumber: string;
  /** 1.010 TCR, for resubmissions. */
  readonly controlReference?: string;
  /** 1.011 NSR and 1.012 NTR; `00.00` (no Type-4 records) unless told. */
  readonly nativeScanningResolution?: string;
  /** 1.013 DOM name and version; `NORAM` unless told. */
  readonly domain?: { readonly name: string; readonly version?: string };
  readonly applicant: EbtsApplicant;
  /** 2.037 RFP reason fingerprinted. */
  readonly reasonFingerprinted: string;
  /** 2.005 RET retention code; `N` unless told. */
  readonly retain?: boolean;
  /** 2.038 DPR date printed; the transaction date unless told. */
  readonly datePrinted?: EbtsDate;
  /** 2.009 OCA originating agency case number. */
  readonly caseNumber?: string;
  /** 2.073 CRI controlling agency identifiers. */
  readonly controllingAgencies?: readonly string[];
  readonly prints: readonly EbtsPrint[];
  readonly missingFingers?: readonly EbtsMissingFinger[];
  readonly photo?: EbtsPhoto;
}
