// The API validates with ajv-formats, whose `formatMinimum` / `formatMaximum` keywords bound `date` and
// `date-time` values (the supported 1900-01-01 to 2100-12-31, issue 25). Redocly's struct rule knows only JSON
// Schema's own keywords, so this teaches it these two; every other unknown keyword is still an error.
export default function formatLimits() {
  const extend = (types) => {
    const properties = types.Schema.properties;
    types.Schema = {
      ...types.Schema,
      properties: { ...properties, formatMinimum: { type: 'string' }, formatMaximum: { type: 'string' } },
    };
    return types;
  };
  return { id: 'format-limits', typeExtension: { oas3: extend, oas3_1: extend } };
}
