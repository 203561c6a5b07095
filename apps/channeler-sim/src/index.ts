/*
 * The local channeler: an SFTP server on loopback standing in for the FBI channeler the EFT files go to. `npm start`
 * runs it (src/main.ts); the tests start the same server on a temporary folder, with faults switched on.
 */
export { acceptPassword } from './accept-password';
export { answerSubmission, inRejectShare, type SubmissionAnswer } from './answer-submission';
export { fingerprintOf, startChanneler, type ChannelerEvent } from './channeler';
export {
  ANSWER_DEFAULTS,
  CHANNELER_DEFAULTS,
  loadAnswerSettings,
  loadChannelerConfig,
  type AnswerSettings,
  type ChannelerConfig,
} from './config';
export { loadOrCreateHostKey } from './host-key';
export {
  isTemporaryName,
  startSftpDiskServer,
  type SftpDiskServer,
  type SftpFaults,
} from './sftp-disk-server';
export { RESPONSES_FOLDER, responseFileName, writeResponse } from './write-response';
export { sshHostKey } from './ssh-host-key';
