/** The part of an ajv error the message needs. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.keyword === 'required' ? String(issue.params['missingProperty'] ?? '') : '';
  const field = [path, missing].filter(Boolean).join('.');
  return field || context || 'body';
}

/** The generic messages of spec section 5 (`{path} is a required field`, ...), naming the field. */
export function validationMessage(issue: ValidationIssue | undefined, context?: string): string {
  if (!issue) return 'The request is not valid';
  const field = fieldName(issue, context);
  switch (issue.keyword) {
    case 'required':
      return `${field} is a required field`;
    case 'minLength':
      return issue.params['limit'] === 1
        ? `${field} is a required field`
        : `${field} must be at least ${String(issue.params['limit'])} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(issue.params['limit'])} characters`;
    case 'format':
      return issue.params['format'] === 'email'
        ? `${field} must be a valid email`
        : `${field} must be a valid ${String(issue.params['format'])}`;
    case 'formatMinimum':
      return `${field} must be on or after ${String(issue.params['limit'])}`;
    case 'formatMaximum':
      return `${field} must be on or before ${String(issue.params['limit'])}`;
    case 'type':
      return `${field} must be ${String(issue.params['type'])}`;
    case 'enum':
      return `${field} must be one of ${(issue.params['allowedValues'] as unknown[]).join(', ')}`;
    default:
      return `${field} ${issue.message ?? 'is not valid'}`;
  }
}
