"""The offscreen renderers jobs draw frames with: every mujoco.Renderer a job keeps is made and closed here (the
twin archive's replay.py, which runs with MuJoCo and numpy alone, makes its own).

`Renderers` holds a model's renderers, one per (width, height, multisampling), made on first use and closed together;
it draws any camera of the model in colour or as a segmentation. `ModelCamera` is one of the model's own cameras at a
fixed size (the RL scene's `scene` camera for clips and the judge, the twin's preview). A twin's dataset cameras, at
the dataset's resolution and over their plates, are jobs/sim/camera_renderer.py's `CameraRenderer`, built on this.

    with ModelCamera(model, "scene", 480, 360, multisample=False) as camera:
        frame, segmentation = camera.colour(data), camera.segmentation(data)
"""
import mujoco
import numpy as np


class Renderers:
    def __init__(self, model: mujoco.MjModel):
        self.model = model
        self._made: dict[tuple[int, int, bool], mujoco.Renderer] = {}

    def renderer(self, width: int, height: int, multisample: bool = True) -> mujoco.Renderer:
        """`multisample=False`: a renderer with no multisample buffer. On software OpenGL (llvmpipe, no GPU) any
        multisampling makes a frame ~3x slower (117 vs 43 ms at 480x360 on the two-core machine; bench/clip-render.py),
        a cost clips do not need. Segmentation renders the same either way."""
        key = (width, height, multisample)
        if key not in self._made:
            self._made[key] = self._make(width, height, multisample)
        return self._made[key]

    def _make(self, width: int, height: int, multisample: bool) -> mujoco.Renderer:
        if multisample:
            return mujoco.Renderer(self.model, height, width)
        # The renderer reads the setting when it is made, so the model keeps its own for every other renderer.
        samples = self.model.vis.quality.offsamples
        self.model.vis.quality.offsamples = 0
        try:
            return mujoco.Renderer(self.model, height, width)
        finally:
            self.model.vis.quality.offsamples = samples

    def colour(self, data: mujoco.MjData, camera: int | str, width: int, height: int, multisample: bool = True) -> np.ndarray:
        """H×W×3 uint8: the camera's view of `data`."""
        renderer = self.renderer(width, height, multisample)
        renderer.update_scene(data, camera=camera)
        return renderer.render()

    def segmentation(self, data: mujoco.MjData, camera: int | str, width: int, height: int, multisample: bool = True) -> np.ndarray:
        """H×W×2 int32: (object id, object type) of what MuJoCo draws at each pixel, (−1, −1) where nothing is."""
        renderer = self.renderer(width, height, multisample)
        renderer.update_scene(data, camera=camera)
        renderer.enable_segmentation_rendering()
        try:
            return renderer.render()
        finally:
            renderer.disable_segmentation_rendering()

    def close(self) -> None:
        for renderer in self._made.values():
            renderer.close()
        self._made.clear()


class HoldsRenderers:
    """What draws through its own `Renderers` (`self._renderers`): closes them with `close` or a `with` block."""

    _renderers: Renderers

    def close(self) -> None:
        self._renderers.close()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()


class ModelCamera(HoldsRenderers):
    """One of the model's own cameras (by name) at a fixed size: colour frames and segmentations."""

    def __init__(self, model: mujoco.MjModel, camera: str, width: int, height: int, multisample: bool = True):
        self.camera, self.width, self.height, self.multisample = camera, width, height, multisample
        self._renderers = Renderers(model)

    def colour(self, data: mujoco.MjData) -> np.ndarray:
        return self._renderers.colour(data, self.camera, self.width, self.height, self.multisample)

    def segmentation(self, data: mujoco.MjData) -> np.ndarray:
        return self._renderers.segmentation(data, self.camera, self.width, self.height, self.multisample)
