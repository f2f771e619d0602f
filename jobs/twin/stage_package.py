"""package: twin.json (provenance, every assumption, the measurements), then <twin_id>.tar.gz,
its sha256 and a per-file list (path, bytes, sha256)."""
import gzip
import json
import tarfile
from datetime import datetime, timezone
from pathlib import Path

import mujoco

from jobs.sim.events import phases
from jobs.sim.file_manifest import file_entries, sha256_file

ENGINE = {
    "name": "trajectory-v1",
    "description": "Builds the twin from what the episode proves: the recorded joint trajectory and gripper (forward kinematics, grasp detection, replay), and each recorded camera calibrated with the robot as its target (no object or scene reconstruction from the images).",
}
# Every stage before this one: what twin.json records the measurements of.
MEASURED_STAGES = tuple(stage for stage in phases("twin") if stage != "package")


def without_server_paths(check: dict) -> dict:
    """The check stage's result as a client may see it: the dataset root and the models folder are paths on this server."""
    return {**check, "dataset": {k: v for k, v in check["dataset"].items() if k != "root"}, "robot": {k: v for k, v in check["robot"].items() if k != "dir"}}


def without_replay_spec(result: dict) -> dict:
    """validate's replay_spec is twin.json's top-level `replay` section (what the archive's replay.py reads), kept once."""
    return {k: v for k, v in result.items() if k != "replay_spec"}


def twin_document(context) -> dict:
    check = without_server_paths(context.results["check"]["result"])
    assumptions = [text for stage in MEASURED_STAGES for text in context.results[stage].get("assumptions", [])]
    return {
        "twin_id": context.twin_id,
        "engine": {**ENGINE, "simulator": f"mujoco {mujoco.__version__}"},
        "built_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "provenance": {"dataset": check["dataset"], "robot_model": check["robot"], "camera": check["camera"]},
        "scene": {"file": "scene.xml", "keyframe": "episode_start", "camera": "scene", "preview": "preview.png", "cameras": [c["key"] for c in context.results["scene"]["result"].get("cameras", []) if c["solved"]]},
        "cameras": context.results["scene"]["result"].get("cameras", []),
        "assumptions": assumptions,
        "replay": context.results["validate"]["result"].get("replay_spec"),
        "measurements": {stage: {"summary": context.results[stage]["measurement"], **(check if stage == "check" else without_replay_spec(context.results[stage]["result"]))} for stage in MEASURED_STAGES},
        "stages": [
            {"stage": stage, "ok": True, "attempts": context.results[stage].get("attempts", 1), "seconds": context.results[stage].get("seconds"), "measurement": context.results[stage]["measurement"]}
            for stage in MEASURED_STAGES
        ],
        "licences": [{"robot": check["robot"]["name"], "license": check["robot"]["license"], "file": context.results["scene"]["result"]["licence"]}],
    }


def write_archive(twin_dir: Path, archive: Path) -> None:
    """A tar.gz of <twin_id>/ with sorted entries and zeroed times, so the same twin gives the same bytes."""
    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
        return info

    temporary = archive.with_suffix(".tmp")
    with open(temporary, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as zipped, tarfile.open(fileobj=zipped, mode="w") as tar:
        tar.add(twin_dir, arcname=twin_dir.name, recursive=False, filter=normalise)
        for path in sorted(twin_dir.rglob("*")):
            tar.add(path, arcname=str(Path(twin_dir.name) / path.relative_to(twin_dir)), recursive=False, filter=normalise)
    temporary.replace(archive)


def run(context) -> dict:
    twin_dir = context.twin_dir
    (twin_dir / "twin.json").write_text(json.dumps(twin_document(context), indent=2) + "\n")
    files = file_entries(twin_dir, context.output_dir)
    archive = context.output_dir / f"{context.twin_id}.tar.gz"
    write_archive(twin_dir, archive)
    digest = sha256_file(archive)
    (context.output_dir / f"{archive.name}.sha256").write_text(f"{digest}  {archive.name}\n")
    (context.output_dir / "files.json").write_text(json.dumps({"archive": {"path": archive.name, "bytes": archive.stat().st_size, "sha256": digest}, "files": files}, indent=2) + "\n")
    total = sum(entry["bytes"] for entry in files)
    return {
        "measurement": f"{archive.name}: {len(files)} files, {total / 1e6:.1f} MB unpacked, {archive.stat().st_size / 1e6:.1f} MB packed, sha256 {digest[:12]}…",
        "result": {"archive": archive.name, "sha256": digest, "bytes": archive.stat().st_size, "files": "files.json", "twin_json": f"{context.twin_id}/twin.json"},
    }
