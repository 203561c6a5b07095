/**
 * Body serializer for the contract's multipart uploads: Blobs and Files become file parts, objects become a
 * JSON text field (the `data` part), other values their string form; null and undefined are left out.
 * Use it as `client.POST(path, { body, bodySerializer: toFormData })`.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
