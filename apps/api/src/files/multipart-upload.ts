import { checkImageUpload, IMAGE_UPLOAD_MAX_BYTES, type ImageUploadKind } from '@ridgeline/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, badRequest } from '../http/api-failure';
import { DEPTH_MESSAGE, jsonTextDepthExceeds, valueDepthExceeds } from '../http/request-hygiene';
import { formatsPlugin, nulCharacterAt } from '../http/request-hygiene';
import { validationMessage } from '../http/validation-message';
import { multipartDataSchema } from '../openapi/operation-schema';
import type { CheckedUpload } from './file-store';

// The options of Fastify's own request validator, so a multipart `data` part is judged like a JSON body.
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false });
formatsPlugin(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorOf(method: string, openapiPath: string): ValidateFunction {
  const key = `${method} ${openapiPath}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(multipartDataSchema(method, openapiPath));
    validators.set(key, validate);
  }
  return validate;
}

export interface Upload<T> {
  data: T;
  files: Partial<Record<string, CheckedUpload>>;
}

const MAX_DATA_BYTES = 256 * 1024;

/**
 * Reads a multipart create or modify: the JSON `data` part, validated against the operation's schema in openapi/,
 * and the named image parts, checked by size and leading bytes. Everything is read and judged before the caller
 * writes anything, so a bad file or field writes nothing.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  method: string,
  openapiPath: string,
  fileKinds: Readonly<Record<string, ImageUploadKind>>,
): Promise<Upload<T>> {
  if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data with a data part');
  let data: unknown;
  let sawData = false;
  const files: Partial<Record<string, CheckedUpload>> = {};
  const parts = request.parts({
    limits: {
      fileSize: IMAGE_UPLOAD_MAX_BYTES,
      files: Object.keys(fileKinds).length,
      fields: 1,
      fieldSize: MAX_DATA_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const kind = fileKinds[part.fieldname];
        if (!kind || files[part.fieldname]) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`${part.fieldname} is not a file of this form`);
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
            throw badRequest(
              `${part.fieldname} must be at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
            );
          }
          throw error;
        }
        const check = checkImageUpload(part.fieldname, bytes, kind);
        if (!check.ok) throw badRequest(check.message);
        files[part.fieldname] = { bytes, mimeType: check.mimeType };
      } else if (part.fieldname === 'data') {
        if (part.valueTruncated) throw badRequest(`data must be at most ${MAX_DATA_BYTES / 1024} kB`);
        // @fastify/multipart already parses a part sent as application/json; a plain field arrives as text.
        if (typeof part.value === 'string') {
          if (jsonTextDepthExceeds(part.value)) throw badRequest(DEPTH_MESSAGE);
          try {
            data = JSON.parse(part.value);
          } catch {
            throw badRequest('data must be a JSON object');
          }
        } else {
          data = part.value;
        }
        if (valueDepthExceeds(data)) throw badRequest(DEPTH_MESSAGE);
        sawData = true;
      } else {
        throw badRequest(`${part.fieldname} is not a field of this form`);
      }
    }
  } catch (error) {
    const errors = request.server.multipartErrors;
    if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest('The form has more files than it accepts');
    }
    if (error instanceof errors.FieldsLimitError) throw badRequest('The form has more fields than data');
    if (error instanceof ApiFailure) throw error;
    // The multipart parser's own refusals (no boundary, a body cut short, a malformed header) are the sender's:
    // a 4xx of theirs keeps its status, anything else it throws while reading the form is a malformed form.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500 && status !== 400) throw error;
    throw badRequest('The request is not a complete multipart/form-data body');
  }
  if (!sawData) throw badRequest('data is a required field');
  // The app's NUL guard sees JSON bodies only; a multipart data part is judged here the same way.
  const nulAt = nulCharacterAt(data, ['data']);
  if (nulAt) throw badRequest(`${nulAt.join('.')} must not contain a NUL character`);
  const validate = validatorOf(method, openapiPath);
  if (!validate(data)) {
    const issue = validate.errors?.[0];
    throw badRequest(
      validationMessage(issue ? { ...issue, instancePath: `/data${issue.instancePath}` } : undefined, 'data'),
    );
  }
  return { data: data as T, files };
}
