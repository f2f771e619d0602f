"""A job input checked against its JSON Schema (e.g. jobs/twin/config_schema.json), the file the API's zod schemas are
generated from (cli/generate/json-schema-zod.ts): the same keywords, read the same way, and an unknown keyword is an
error rather than a rule skipped. The first problem found is a UserFixableError whose param is the dotted path
(`config.objects.0.pos`), as the API names it."""
import json

from jobs.sim.job_errors import UserFixableError

KEYWORDS = {"title", "description", "type", "const", "enum", "properties", "required", "additionalProperties", "items", "anyOf", "$ref",
            "minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "$defs", "$schema"}
TYPE_NAMES = {"object": "an object", "array": "a list", "string": "a string", "number": "a number", "integer": "a whole number", "boolean": "true or false"}


class _Invalid(Exception):
    def __init__(self, path: list, message: str):
        super().__init__(message)
        self.path = path


def _is_type(value, kind: str) -> bool:
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind in ("number", "integer"):
        number = not isinstance(value, bool) and isinstance(value, (int, float)) and value == value and abs(value) != float("inf")
        return number and (kind == "number" or value == int(value))
    raise ValueError(f"the schema has type {kind!r}, which this checker does not understand")


def _bounds(measured: float, schema: dict, low: str, high: str, unit: str, path: list) -> None:
    verb = "must have" if unit else "must be"
    if low in schema and measured < schema[low]:
        raise _Invalid(path, f"{verb} at least {schema[low]}{unit} (got {measured})")
    if high in schema and measured > schema[high]:
        raise _Invalid(path, f"{verb} at most {schema[high]}{unit} (got {measured})")


def _check(value, schema: dict, root: dict, path: list) -> None:
    unknown = set(schema) - KEYWORDS
    if unknown:
        raise ValueError(f"the schema uses {', '.join(sorted(unknown))}, which this checker does not understand")
    if "$ref" in schema:
        return _check(value, root["$defs"][schema["$ref"].removeprefix("#/$defs/")], root, path)
    if "anyOf" in schema:
        problems = []
        for option in schema["anyOf"]:
            try:
                return _check(value, option, root, path)
            except _Invalid as problem:
                problems.append(problem)
        # The alternative that got furthest into the value: [0.001, 0.1, 0.1] for "a number or [x, y, z]" is about its first item.
        furthest = max(problems, key=lambda problem: len(problem.path))
        if len(furthest.path) == len(path):
            raise _Invalid(path, " or ".join(str(problem) for problem in problems))
        raise furthest
    if "const" in schema:
        if value != schema["const"] or type(value) is not type(schema["const"]):
            raise _Invalid(path, f"must be {json.dumps(schema['const'])} (got {json.dumps(value)})")
        return
    kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    if value is None and "null" in kinds:
        return
    kind = next(k for k in kinds if k != "null")
    if not _is_type(value, kind):
        raise _Invalid(path, f"must be {TYPE_NAMES[kind]}{' or null' if 'null' in kinds else ''} (got {json.dumps(value)})")
    if kind in ("number", "integer"):
        _bounds(value, schema, "minimum", "maximum", "", path)
    elif kind == "string":
        if "enum" in schema and value not in schema["enum"]:
            raise _Invalid(path, f"must be one of {', '.join(schema['enum'])} (got {json.dumps(value)})")
        _bounds(len(value), schema, "minLength", "maxLength", " characters", path)
    elif kind == "array":
        _bounds(len(value), schema, "minItems", "maxItems", " items", path)
        for index, item in enumerate(value):
            _check(item, schema["items"], root, [*path, index])
    elif kind == "object":
        # The order zod reports in, so both name the same field first: the properties as the schema lists them, then unknown keys.
        properties = schema.get("properties", {})
        for key, rule in properties.items():
            if key in value:
                _check(value[key], rule, root, [*path, key])
            elif key in schema.get("required", []):
                raise _Invalid([*path, key], "is required")
        others = schema.get("additionalProperties")
        for key in value:
            if key in properties:
                continue
            if others is False:
                raise _Invalid([*path, key], f"is not a field (known: {', '.join(properties)})")
            if isinstance(others, dict):
                _check(value[key], others, root, [*path, key])


def check(value, schema: dict, *, name: str, code: str, name_in_param: bool = True) -> None:
    """Raises UserFixableError(code, "<name>.<path> must …", "<name>.<path>") for the first part of `value` the schema refuses.
    name_in_param=False leaves `<name>.` out where the path goes further: a whole job spec whose fields are the API body's."""
    try:
        _check(value, schema, schema, [name])
    except _Invalid as problem:
        path = problem.path[1:] if not name_in_param and len(problem.path) > 1 else problem.path
        param = ".".join(str(part) for part in path)
        raise UserFixableError(code, f"{param} {problem}", param) from None


def read_spec(text: str, schema: dict, *, code: str) -> dict:
    """A job's --spec document: JSON checked against its spec schema, a problem naming its field as the API does
    (`randomisation.light_scale`), or `spec` when the text is not JSON."""
    try:
        spec = json.loads(text)
    except ValueError as error:
        raise UserFixableError(code, f"--spec is not JSON: {error}", "spec") from error
    check(spec, schema, name="spec", code=code, name_in_param=False)
    return spec
