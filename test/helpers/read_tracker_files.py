"""Reads what a run's trackers wrote, with the trackers' own libraries, and prints it as JSON (for the tests).

python read_tracker_files.py wandb RUN_FILE.wandb    -> {"config": {...}, "history": [{"_step": N, key: value}], "summary": {...}}
python read_tracker_files.py tensorboard LOGDIR       -> {"scalars": {tag: [[step, value], ...]}, "texts": [tag, ...]}
"""
import json
import struct
import sys


def wandb_log_records(path: str):
    """The records of a .wandb transaction log: W&B's header (":W&B", magic, version), then LevelDB-log framing (32 KiB blocks, 7-byte chunk headers)."""
    data = open(path, "rb").read()
    assert data[:4] == b":W&B", "not a W&B transaction log"
    block, pos, pending = 32768, 7, b""
    while pos + 7 <= len(data):
        left = block - pos % block
        if left < 7:
            pos += left
            continue
        _crc, length, kind = struct.unpack("<IHB", data[pos:pos + 7])
        chunk = data[pos + 7:pos + 7 + length]
        pos += 7 + length
        if kind == 1:
            yield chunk
        elif kind == 2:
            pending = chunk
        elif kind == 3:
            pending += chunk
        elif kind == 4:
            yield pending + chunk
        elif kind == 0 and length == 0:
            pos += left - 7


def read_wandb(path: str) -> dict:
    from wandb.proto import wandb_internal_pb2

    out = {"config": {}, "history": [], "summary": {}}
    for data in wandb_log_records(path):
        record = wandb_internal_pb2.Record()
        record.ParseFromString(data)
        kind = record.WhichOneof("record_type")
        if kind == "history":
            out["history"].append({item.key or "/".join(item.nested_key): json.loads(item.value_json) for item in record.history.item})
        elif kind == "config":
            out["config"].update({item.key: json.loads(item.value_json) for item in record.config.update})
        elif kind == "summary":
            out["summary"].update({item.key or "/".join(item.nested_key): json.loads(item.value_json) for item in record.summary.update})
        elif kind == "run":
            out["run"] = {"id": record.run.run_id, "project": record.run.project, "display_name": record.run.display_name}
            out["config"].update({item.key: json.loads(item.value_json) for item in record.run.config.update})
    return out


def read_tensorboard(logdir: str) -> dict:
    from tensorboard.backend.event_processing import event_accumulator

    accumulator = event_accumulator.EventAccumulator(logdir, size_guidance={event_accumulator.SCALARS: 0, event_accumulator.TENSORS: 0})
    accumulator.Reload()
    tags = accumulator.Tags()
    scalars = {tag: [[event.step, event.value] for event in accumulator.Scalars(tag)] for tag in tags.get("scalars", [])}
    return {"scalars": scalars, "texts": tags.get("tensors", [])}


if __name__ == "__main__":
    what, path = sys.argv[1], sys.argv[2]
    print(json.dumps(read_wandb(path) if what == "wandb" else read_tensorboard(path)))
