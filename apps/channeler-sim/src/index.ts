/*
 * The local channeler: an SFTP server on loopback standing in for the FBI channeler the EFT files go to. `npm start`
 * runs it (src/main.ts); the tests start the same server on a temporary folder, with faults switched on.
 */
export { acceptPassword } from './accept-password';
export { fingerprintOf, startChanneler } from './channeler';
export { CHANNELER_DEFAULTS, loadChannelerConfig, type ChannelerConfig } from './config';
export { loadOrCreateHostKey } from './host-key';
export { startSftpDiskServer, type SftpDiskServer, type SftpFaults } from './sftp-disk-server';
export { sshHostKey } from './ssh-host-key';
