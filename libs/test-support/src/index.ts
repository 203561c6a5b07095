/*
 * Real servers and readers that tests of more than one project need: the API's tests and the Chromium journeys
 * (apps/web-e2e) both put EFT files on a real SFTP server and read PDFs back. Test code only (type:test-support):
 * the module-boundary rules let tests, never product code, import it. The SFTP server is the local channeler's
 * (apps/channeler-sim), which `npm start` runs as a product of its own; the card processor is apps/card-sim's, with
 * its check against Stripe's published description.
 */
export {
  acceptPassword,
  ANSWER_DEFAULTS,
  answerSubmission,
  startSftpDiskServer,
  sshHostKey,
  type SftpDiskServer,
  type SftpFaults,
} from '@ridgeline/channeler-sim';
export {
  checkStripeObject,
  signatureHeaderFor,
  startCardSim,
  TEST_CARDS,
  type CardSim,
  type CardSimAccount,
} from '@ridgeline/card-sim';
export { decodeBarcode, readPdf, type PdfImage } from './read-pdf';
