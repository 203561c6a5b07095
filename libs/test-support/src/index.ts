/*
 * Real servers and readers that tests of more than one project need: the API's tests and the Chromium journeys
 * (apps/web-e2e) both put EFT files on a real SFTP server and read PDFs back. Test code only (type:test-support):
 * the module-boundary rules let tests, never product code, import it.
 */
export { acceptPassword } from './accept-password';
export { decodeBarcode, readPdf, type PdfImage } from './read-pdf';
export { startSftpDiskServer, type SftpDiskServer, type SftpFaults } from './sftp-disk-server';
export { sshHostKey } from './ssh-host-key';
