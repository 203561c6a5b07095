import type { EbtsPrint, EbtsTot, EbtsTransactionDescription } from './ebts-description';
import type { FingerPosition } from './finger-position';

/** Stand-in image bytes: the builder and reader treat Type-14 data as opaque. */
export function fakeImage(seed: number, length = 64): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (seed * 31 + i * 7) % 256);
}

function print(position: FingerPosition, impression: number): EbtsPrint {
  return { position, impression, image: fakeImage(position), width: 800, height: 750, nfiq: 2 };
}

/** A complete applicant: ten rolled prints, both slaps and the thumbs, one amputated finger, a photo. */
export function applicantDescription(tot: EbtsTot): EbtsTransactionDescription {
  const rolled = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((position) => print(position, 1));
  return {
    tot,
    date: '2026-11-25',
    priority: 2,
    destinationAgency: 'WVIAFIS0Z',
    originatingAgency: 'VA0000000',
    controlNumber: 'RL2026112500001',
    applicant: {
      lastName: 'Doe',
      firstName: 'Jane',
      middleName: 'Q',
      placeOfBirth: 'NY',
      dateOfBirth: '1984-02-29',
      sex: 'F',
      race: 'W',
      height: { feet: 5, inches: 7 },
      weight: 135,
      eyeColor: 'BRO',
      hairColor: 'BLK',
      socialSecurityNumber: '123-45-6789',
      citizenship: ['US'],
      residence: '12 MAIN ST, ALBANY NY',
    },
    reasonFingerprinted: 'EMPLOYMENT',
    retain: false,
    controllingAgencies: ['VA0000001'],
    prints: [
      ...rolled,
      {
        ...print(13, 0),
        segments: [
          { position: 2, left: 10, right: 190, top: 40, bottom: 600 },
          { position: 3, left: 200, right: 390, top: 10, bottom: 560 },
          { position: 4, left: 400, right: 590, top: 30, bottom: 590 },
          { position: 5, left: 600, right: 790, top: 120, bottom: 700 },
        ],
      },
      print(14, 0),
      print(15, 0),
    ],
    missingFingers: [{ position: 10, code: 'XX' }],
    photo: {
      image: fakeImage(99, 200),
      width: 480,
      height: 600,
      compression: 'JPEGB',
      colorSpace: 'YCC',
    },
  };
}
