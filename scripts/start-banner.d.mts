export function startBanner(options: {
  port: number;
  agentPort: number;
  channelerPort?: number;
  cardSimPort?: number;
  dataDir?: string;
  signIns: string;
}): string;
export function agentCorsOrigins(port: number): string;
