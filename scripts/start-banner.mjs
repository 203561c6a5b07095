// The banner `npm start` prints once the servers answer. The demo sign-ins file names the default port; the URLs
// follow PORT so that what is printed is where Ridgeline actually runs.

/**
 * @param {{ port: number, agentPort: number, channelerPort?: number, cardSimPort?: number, dataDir?: string, signIns: string }} options
 * @returns {string}
 */
export function startBanner({
  port,
  agentPort,
  channelerPort = 2222,
  cardSimPort = 4242,
  dataDir = '.data',
  signIns,
}) {
  const here = signIns.replace(/http:\/\/localhost:3000\b/g, `http://localhost:${port}`);
  return (
    `\n  Ridgeline is running: open http://localhost:${port}\n` +
    `  Device agent simulator: http://localhost:${agentPort}/ping\n` +
    `  Local channeler (SFTP, receives the EFT files): 127.0.0.1:${channelerPort}, files in ${dataDir}/channeler/inbox\n` +
    `  Local card processor (Stripe stand-in, test card 4242 4242 4242 4242): http://127.0.0.1:${cardSimPort}\n` +
    (here ? `\n${here}\n` : '') +
    '  Press Ctrl-C to stop.\n'
  );
}

/** The web app's origins the agent simulator accepts calls from: where the API serves it, and `npm run dev`. */
export function agentCorsOrigins(port) {
  return `http://localhost:${port},http://127.0.0.1:${port},http://localhost:4200`;
}
