// The server's typed request and response shapes, generated from the bundled contract:
//   server/contract_types.py: one TypedDict per object schema of components/schemas (required
//   keys plain, the others NotRequired), enums as Literal[...], arrays as list[...], a $ref as
//   the referenced type, nullable as `| None`, additionalProperties maps as dict[str, ...];
//   a string, number or enum schema is a type alias, a oneOf a union; a reference to a
//   nullable object schema is `Name | None`. An inline object is a
//   TypedDict of its own, named after its place (MasterReference.nationality's items:
//   MasterReferenceNationalityItem), and so is an inline enum (SpajAuditEvent.action's
//   Literal: SpajAuditEventAction).
// Called by openapi/codegen.mjs after the bundle; the drift check compares the module.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

const WIDTH = 100;
const pascal = (name) => name.replace(/(^|[_-])([a-zA-Z0-9])/g, (_, __, c) => c.toUpperCase());
const literal = (value) =>
  value === true ? 'True' : value === false ? 'False' : JSON.stringify(value);
const isObject = (schema) => schema.type === 'object' || schema.properties !== undefined;

/** The Python module's text for the bundled contract at `document`. */
export function serverTypes(document) {
  const schemas = parse(readFileSync(document, 'utf8')).components?.schemas ?? {};
  const aliases = []; // [name, type]: scalars and enums, written first
  const unions = []; // [name, type]: oneOf, written after the classes they name
  const classes = []; // [name, [[key, type, required]]]
  const taken = new Set(Object.keys(schemas));

  function typeOf(schema, place, top = false) {
    if (schema.$ref !== undefined) {
      // A nullable object schema is a TypedDict, which cannot say None: its references do.
      const name = schema.$ref.split('/').pop();
      const target = schemas[name] ?? {};
      return isObject(target) && target.properties !== undefined && target.nullable
        ? `${name} | None`
        : name;
    }
    let type;
    if (schema.oneOf !== undefined || schema.anyOf !== undefined) {
      const members = (schema.oneOf ?? schema.anyOf).map((s, i) => typeOf(s, `${place}${i + 1}`));
      type = [...new Set(members)].join(' | ');
    } else if (schema.enum !== undefined) {
      const values = schema.enum.filter((v) => v !== null);
      type = `Literal[${values.map(literal).join(', ')}]`;
      if (!top) {
        // An inline enum is named after its place, as an inline object is.
        if (taken.has(place)) throw new Error(`${place}: an inline enum's name is taken`);
        taken.add(place);
        aliases.push([place, type]);
        type = place;
      }
    } else if (schema.type === 'array') {
      type = `list[${typeOf(schema.items ?? {}, `${place}Item`)}]`;
    } else if (isObject(schema)) {
      if (schema.properties !== undefined) {
        if (taken.has(place)) throw new Error(`${place}: an inline object's name is taken`);
        taken.add(place);
        objectClass(place, schema);
        type = place;
      } else {
        const extra = schema.additionalProperties;
        const value = extra && typeof extra === 'object' ? typeOf(extra, `${place}Value`) : 'Any';
        type = `dict[str, ${value}]`;
      }
    } else {
      type =
        {
          string: schema.format === 'binary' ? 'bytes' : 'str',
          integer: 'int',
          number: 'float',
          boolean: 'bool',
        }[schema.type] ?? 'Any';
    }
    return schema.nullable ? `${type} | None` : type;
  }

  function objectClass(name, schema) {
    const required = new Set(schema.required ?? []);
    const entry = [name, []];
    classes.push(entry);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      entry[1].push([key, typeOf(property, name + pascal(key)), required.has(key)]);
    }
  }

  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.oneOf !== undefined || schema.anyOf !== undefined) {
      unions.push([name, typeOf(schema, name, true)]);
    } else if (isObject(schema) && schema.properties !== undefined) {
      objectClass(name, schema);
    } else {
      aliases.push([name, typeOf(schema, name, true)]);
    }
  }
  return python(aliases, classes, unions);
}

/** `name: TypeAlias = type`, its Literal values one a line when the line is too long. */
function alias(name, type) {
  const line = `${name}: TypeAlias = ${type}`;
  const found = /^Literal\[(.*)\]( \| None)?$/.exec(type);
  if (line.length <= WIDTH || found === null) return [line];
  const values = found[1].split(', ');
  if (found[2] === undefined) {
    return [`${name}: TypeAlias = Literal[`, ...values.map((v) => `    ${v},`), ']'];
  }
  // As ruff format writes it.
  const inner = values.map((v) => `        ${v},`);
  return [`${name}: TypeAlias = (`, '    Literal[', ...inner, '    ]', '    | None', ')'];
}

function python(aliases, classes, unions) {
  const body = [
    ...aliases.flatMap(([name, type]) => alias(name, type)),
    ...classes.flatMap(([name, fields]) => [
      '',
      '',
      `class ${name}(TypedDict):`,
      ...(fields.length === 0 ? ['    pass'] : []),
      ...fields.map(([key, type, required]) => {
        const line = `    ${key}: ${required ? type : `NotRequired[${type}]`}`;
        if (line.length > WIDTH) throw new Error(`${name}.${key}: the line is too long`);
        return line;
      }),
    ]),
    ...(unions.length > 0 ? ['', ''] : []),
    ...unions.flatMap(([name, type]) => alias(name, type)),
  ];
  const text = body.join('\n');
  const typing = ['Literal', 'NotRequired', 'TypeAlias', 'TypedDict'];
  if (/\bAny\b/.test(text)) typing.unshift('Any');
  return [
    '"""Generated by openapi/codegen.mjs from openapi/bundled.yaml. Do not edit.',
    '',
    "The contract's request and response bodies (components/schemas) as TypedDicts, for the",
    'handlers\' signatures and the serializers (openapi/codegen/server_types.mjs)."""',
    '',
    'from __future__ import annotations',
    '',
    `from typing import ${typing.join(', ')}`,
    '',
    text,
    '',
  ].join('\n');
}

/** Writes server/contract_types.py under `out` (the repository, or the drift check's folder). */
export function writeServerTypes(document, out) {
  const file = join(out, 'server', 'contract_types.py');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, serverTypes(document));
}
