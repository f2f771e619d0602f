"""What every stage gets: the arguments, the paths, and the results of the stages before it."""
import json
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Context:
    dataset_root: Path
    episode_index: int
    output_dir: Path
    models_dir: Path
    twin_id: str
    config: dict
    camera_cache: Path | None = None
    results: dict = field(default_factory=dict)

    @property
    def stages_dir(self) -> Path:
        return self.output_dir / "stages"

    @property
    def twin_dir(self) -> Path:
        """The folder that becomes the archive: <twin_id>/scene.xml, assets/, twin.json, preview.png."""
        return self.output_dir / self.twin_id

    def stage_file(self, stage: str) -> Path:
        return self.stages_dir / f"{stage}.json"

    def read_stage(self, stage: str) -> dict | None:
        try:
            return json.loads(self.stage_file(stage).read_text())
        except (OSError, ValueError):
            return None
