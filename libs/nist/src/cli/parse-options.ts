/** Splits `--name value` options from positional arguments; `flags` take no value. */
export function parseOptions(
  args: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): { positional: string[]; options: Map<string, string>; error?: string } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (flags.includes(name)) {
      options.set(name, 'true');
    } else if (valued.includes(name)) {
      const value = args[i + 1];
      if (value === undefined) return { positional, options, error: `--${name} needs a value` };
      options.set(name, value);
      i++;
    } else {
      return { positional, options, error: `unknown option --${name}` };
    }
  }
  return { positional, options };
}
