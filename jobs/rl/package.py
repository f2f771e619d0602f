"""The bundle: policy.onnx, the SB3 checkpoint, the scene with its licence, metrics, report, clip and its poster, parity pairs, files.json."""
import json
import shutil
from pathlib import Path

from jobs.sim.file_manifest import file_entries
from jobs.sim.json_files import write_json_atomically


def write_bundle(output_dir: Path, checkpoint: Path, report: dict, spec: dict) -> dict:
    bundle = output_dir / "bundle"
    if bundle.exists():
        shutil.rmtree(bundle)
    bundle.mkdir()
    shutil.copyfile(output_dir / "policy.onnx", bundle / "policy.onnx")
    shutil.copyfile(checkpoint, bundle / "checkpoint.zip")
    shutil.copytree(output_dir / "scene", bundle / "scene")
    if (output_dir / "tensorboard").is_dir():  # the run's TensorBoard event files, when it asked for them
        shutil.copytree(output_dir / "tensorboard", bundle / "tensorboard")
    for name in ("metrics.jsonl", "clip.mp4", "poster.jpg", "parity.json"):
        shutil.copyfile(output_dir / name, bundle / name)
    (bundle / "spec.json").write_text(json.dumps(spec, indent=2) + "\n")
    (bundle / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    shutil.copyfile(bundle / "report.json", output_dir / "report.json")
    files = file_entries(bundle, bundle)
    # files.json says the bundle is whole (the worker publishes on seeing it): it appears at once or not at all.
    write_json_atomically(bundle / "files.json", {"files": files})
    return {"bundle": "bundle", "files": len(files), "bytes": sum(f["bytes"] for f in files)}
