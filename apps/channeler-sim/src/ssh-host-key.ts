// The default import: Node's ESM loader (Playwright's) sees only some of ssh2's CommonJS exports by name.
import ssh2 from 'ssh2';

/**
 * A new ed25519 host key in OpenSSH format that ssh2 itself can read back. ssh2 1.17's key generator strips every
 * leading zero byte of the public key, so about one key in 256 is malformed and a server given it throws
 * "Malformed OpenSSH private key" (mscdex/ssh2#1390, #1513; it failed an EFT transfer test in a full run here).
 * Such a key is drawn again.
 */
export function sshHostKey(): string {
  for (;;) {
    const { private: privateKey, public: publicKey } = ssh2.utils.generateKeyPairSync('ed25519');
    if (
      !(ssh2.utils.parseKey(privateKey) instanceof Error) &&
      !(ssh2.utils.parseKey(publicKey) instanceof Error)
    )
      return privateKey;
  }
}
