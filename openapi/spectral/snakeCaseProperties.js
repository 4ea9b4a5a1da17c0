// Spectral function of the rule schema-properties-snake-case (.spectral.yaml): every property
// name in a schema is snake_case, except the names docs/product.md P7.5 fixes (`specNames`,
// allowed in any schema) and the camelCase names of schemas already shipped (`shipped`, by
// component schema: a closed list that cannot grow unnoticed nor keep names no longer there).
// Given `$.components.schemas` it checks every component against its own list; given any
// other schema (inline in a path or a response) it allows those fixed names only.
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

function offending(schema, path, allowed, seen) {
  const found = [];
  const visit = (node, at) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      seen.add(name);
      if (!SNAKE.test(name) && !allowed.has(name)) {
        found.push({
          message: `Property "${name}" is not snake_case (new schemas use snake_case).`,
          path: [...at, 'properties', name],
        });
      }
      visit(property, [...at, 'properties', name]);
    }
    for (const key of SUBSCHEMA) visit(node[key], [...at, key]);
    for (const key of SUBSCHEMA_LISTS) {
      (Array.isArray(node[key]) ? node[key] : []).forEach((sub, i) => visit(sub, [...at, key, i]));
    }
  };
  visit(schema, path);
  return found;
}

export default function snakeCaseProperties(target, options, context) {
  const specNames = options?.specNames ?? [];
  const shipped = options?.shipped ?? {};
  const path = context.path;
  if (!(path.length === 2 && path[0] === 'components' && path[1] === 'schemas')) {
    return offending(target, path, new Set(specNames), new Set());
  }
  const results = [];
  for (const [schemaName, listed] of Object.entries(shipped)) {
    if (!(schemaName in target)) {
      results.push({ message: `Exempt schema "${schemaName}" does not exist: remove it.`, path });
    }
    for (const name of listed) {
      if (SNAKE.test(name) || specNames.includes(name)) {
        results.push({
          message: `Exempt name "${name}" of ${schemaName} needs no exemption.`,
          path,
        });
      }
    }
  }
  for (const [schemaName, schema] of Object.entries(target)) {
    const listed = shipped[schemaName] ?? [];
    const seen = new Set();
    const at = [...path, schemaName];
    results.push(...offending(schema, at, new Set([...specNames, ...listed]), seen));
    for (const name of listed.filter((n) => !seen.has(n))) {
      results.push({ message: `Exempt name "${name}" is no property of ${schemaName}.`, path: at });
    }
  }
  return results;
}
