export function startBanner(options: { port: number; agentPort: number; signIns: string }): string;
export function agentCorsOrigins(port: number): string;
