"""The task spec: spec_schema.json's defaults filled in, every value checked, errors naming the dotted field."""
import json
from pathlib import Path

from jobs.rl.errors import UserFixableError

SCHEMA = json.loads((Path(__file__).resolve().parent / "spec_schema.json").read_text())
TOP_LEVEL = {"robot", "engine", "n_envs", "budget", "evaluation", "ppo", "objective", "scene"}


def _check_point(value, rule: dict, param: str):
    """`[x, y, z]` metres, or None for the default; table-relative components (z) are checked against the twin (twin_scene.check_target)."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 3 or any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in value):
        raise UserFixableError("spec_invalid", f"{param} must be [x, y, z], three numbers in metres (got {json.dumps(value)})", param)
    for axis, v, low, high, relative in zip("xyz", value, rule["minimum"], rule["maximum"], rule["table_relative"]):
        if not relative and not low <= v <= high:
            raise UserFixableError("spec_invalid", f"{param} {axis} must be between {low} and {high} m (got {v})", param)
    return [float(v) for v in value]


def _check_value(value, rule: dict, param: str):
    if rule["type"] == "point":
        return _check_point(value, rule, param)
    if rule["type"] == "string":
        if not isinstance(value, str) or value not in rule["enum"]:
            raise UserFixableError("spec_invalid", f"{param} must be one of {', '.join(rule['enum'])} (got {json.dumps(value)})", param)
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise UserFixableError("spec_invalid", f"{param} must be a number (got {json.dumps(value)})", param)
    if rule["type"] == "integer":
        if value != int(value):
            raise UserFixableError("spec_invalid", f"{param} must be a whole number (got {value})", param)
        value = int(value)
    if not rule["minimum"] <= value <= rule["maximum"]:
        raise UserFixableError("spec_invalid", f"{param} must be between {rule['minimum']} and {rule['maximum']} (got {value})", param)
    return value


def _get(spec: dict, dotted: str):
    node = spec
    for key in dotted.split("."):
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node


def _set(spec: dict, dotted: str, value) -> None:
    *parents, last = dotted.split(".")
    for key in parents:
        spec = spec.setdefault(key, {})
    spec[last] = value


def _scene(value) -> dict | None:
    """`scene`: absent, null or {} for the job's own scene; {"twin_id": "twin_…"} for a twin's (its folder comes as --scene_dir)."""
    if value is None or value == {}:
        return None
    if not isinstance(value, dict):
        raise UserFixableError("spec_invalid", "scene must be an object {\"twin_id\": \"twin_…\"}", "scene")
    for key in value:
        if key != "twin_id":
            raise UserFixableError("spec_invalid", f"scene has no field '{key}' (known: twin_id)", f"scene.{key}")
    if not isinstance(value["twin_id"], str) or not value["twin_id"]:
        raise UserFixableError("spec_invalid", f"scene.twin_id must be a twin id (got {json.dumps(value['twin_id'])})", "scene.twin_id")
    return {"twin_id": value["twin_id"]}


def resolve_spec(raw) -> dict:
    """The full spec with defaults; raises spec_invalid with `param` for the first problem found."""
    if not isinstance(raw, dict):
        raise UserFixableError("spec_invalid", "the spec must be a JSON object", "spec")
    for key in raw:
        if key not in TOP_LEVEL:
            raise UserFixableError("spec_invalid", f"unknown field '{key}' (known: {', '.join(sorted(TOP_LEVEL))})", key)
    scene = _scene(raw.get("scene"))
    spec: dict = {}
    for dotted, rule in SCHEMA["fields"].items():
        given = _get(raw, dotted)
        _set(spec, dotted, rule["default"] if given is None else _check_value(given, rule, dotted))
    objective = raw.get("objective", {"name": "reach"})
    if isinstance(objective, str):
        objective = {"name": objective}
    if not isinstance(objective, dict):
        raise UserFixableError("spec_invalid", "objective must be an object {name, parameters}", "objective")
    name = objective.get("name", "reach")
    if name not in SCHEMA["objectives"]:
        raise UserFixableError("spec_invalid", f"objective.name must be one of {', '.join(SCHEMA['objectives'])} (got {json.dumps(name)})", "objective.name")
    given = objective.get("parameters") or {}
    if not isinstance(given, dict):
        raise UserFixableError("spec_invalid", "objective.parameters must be an object", "objective.parameters")
    rules = SCHEMA["objectives"][name]["parameters"]
    for key in given:
        if key not in rules:
            raise UserFixableError("spec_invalid", f"objective '{name}' has no parameter '{key}' (known: {', '.join(rules)})", f"objective.parameters.{key}")
    parameters = {key: rule["default"] if key not in given else _check_value(given[key], rule, f"objective.parameters.{key}") for key, rule in rules.items()}
    if name == "lift" and parameters["box_min_forward_m"] > parameters["box_max_forward_m"]:
        raise UserFixableError("spec_invalid", "box_min_forward_m must not exceed box_max_forward_m", "objective.parameters.box_min_forward_m")
    spec["objective"] = {"name": name, "parameters": parameters}
    for dotted, value in SCHEMA["objectives"][name].get("ppo_defaults", {}).items():
        if _get(raw, dotted) is None:
            _set(spec, dotted, value)
    spec["scene"] = scene
    if spec["ppo"]["batch_size"] > spec["ppo"]["n_steps"] * spec["n_envs"]:
        raise UserFixableError("spec_invalid", f"ppo.batch_size ({spec['ppo']['batch_size']}) must not exceed ppo.n_steps x n_envs ({spec['ppo']['n_steps'] * spec['n_envs']})", "ppo.batch_size")
    return spec


def success_threshold(spec: dict) -> float:
    """The objective's threshold, or its `success_threshold` parameter where it has one."""
    objective = spec["objective"]
    return objective["parameters"].get("success_threshold", SCHEMA["objectives"][objective["name"]]["success_threshold"])


def needs_scene(spec: dict) -> bool:
    return bool(SCHEMA["objectives"][spec["objective"]["name"]].get("needs_scene"))


def reward_terms(spec: dict) -> list[str]:
    return SCHEMA["objectives"][spec["objective"]["name"]]["reward_terms"]
