import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmailSender } from './email-sender';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('EmailSender', () => {
  it('writes each e-mail as an .eml file with its Message-ID to the outbox when no SMTP server is known', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ridgeline-mail-')), 'outbox');
    folders.push(path.dirname(outboxDir));
    const sender = new EmailSender(outboxDir);
    await sender.send(undefined, {
      messageId: '<abc@ridgeline.test>',
      to: 'someone@ridgeline.test',
      subject: 'Hello',
      text: 'The body',
    });
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/someone@ridgeline\.test\.eml$/);
    expect(files[1]).toMatch(/someone@ridgeline\.test\.txt$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: someone@ridgeline.test');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('Message-ID: <abc@ridgeline.test>');
    expect(eml).toContain('The body');
  });

  it('makes the outbox files readable by their owner only, as they hold reset links', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ridgeline-mail-')), 'outbox');
    folders.push(path.dirname(outboxDir));
    const sender = new EmailSender(outboxDir);
    await sender.send(undefined, {
      messageId: '<reset@ridgeline.test>',
      to: 'someone@ridgeline.test',
      subject: 'Reset',
      text: 'http://x/?token=t',
    });
    for (const file of await readdir(outboxDir)) {
      expect((await stat(path.join(outboxDir, file))).mode & 0o777, file).toBe(0o600);
    }
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
  });
});
