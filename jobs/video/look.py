"""What the plate shows, changed as the variation asks: the table and the background recoloured, the room's light
dimmer or brighter, warmer or cooler. Works on the composited frame in linear light (IEC 61966-2-1 sRGB)."""
import math

import mujoco
import numpy as np

GEOM = int(mujoco.mjtObj.mjOBJ_GEOM)
LUMA = np.array([0.2126, 0.7152, 0.0722])


def decode(srgb: np.ndarray) -> np.ndarray:
    v = srgb.astype(np.float32) / 255.0
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def encode(linear: np.ndarray) -> np.ndarray:
    v = np.clip(linear, 0.0, 1.0)
    v = np.where(v <= 0.0031308, v * 12.92, 1.055 * np.power(v, 1 / 2.4) - 0.055)
    return np.round(v * 255.0).astype(np.uint8)


def kelvin_rgb(kelvin: float) -> np.ndarray:
    """Linear RGB of a black body at `kelvin` (Tanner Helland's fit of the Planckian locus, 1000–40000 K)."""
    t = min(max(kelvin, 1000.0), 40000.0) / 100.0
    red = 255.0 if t <= 66 else 329.698727446 * (t - 60) ** -0.1332047592
    green = 99.4708025861 * math.log(t) - 161.1195681661 if t <= 66 else 288.1221695283 * (t - 60) ** -0.0755148492
    blue = 255.0 if t >= 66 else 0.0 if t <= 19 else 138.5177312231 * math.log(t - 10) - 305.0447927307
    srgb = np.clip(np.array([red, green, blue]), 0, 255)
    return decode(srgb)


def white_balance_gains(kelvin: float) -> np.ndarray:
    """Per-channel gains that turn a 6500 K light into one at `kelvin`, at the same luminance."""
    gains = kelvin_rgb(kelvin) / np.maximum(kelvin_rgb(6500.0), 1e-6)
    return gains / float(gains @ LUMA)


class Look:
    def __init__(self, model: mujoco.MjModel, light_intensity: float, light_kelvin: float, table_rgb, background_rgb):
        self.gains = (white_balance_gains(light_kelvin) * float(light_intensity)).astype(np.float32)
        self.table_rgb = None if table_rgb is None else decode(np.array(table_rgb[:3], dtype=np.float32) * 255.0)
        self.background_rgb = None if background_rgb is None else decode(np.array(background_rgb[:3], dtype=np.float32) * 255.0)
        table = mujoco.mj_name2id(model, mujoco.mjtObj.mjOBJ_GEOM, "table")
        self.table_geom = table if table >= 0 else None
        self.world_geoms = np.array([model.geom_bodyid[g] == 0 for g in range(model.ngeom)], bool)
        self.identity = np.allclose(self.gains, 1.0) and table_rgb is None and background_rgb is None

    @property
    def needs_segmentation(self) -> bool:
        return self.table_rgb is not None or self.background_rgb is not None

    def apply(self, image: np.ndarray, ids: np.ndarray | None = None, types: np.ndarray | None = None) -> np.ndarray:
        if self.identity:
            return image
        linear = decode(image)
        if self.needs_segmentation:
            is_geom = (types == GEOM) & (ids >= 0)
            world = np.zeros(ids.shape, bool)
            world[is_geom] = self.world_geoms[ids[is_geom]]
            table = is_geom & (ids == self.table_geom) if self.table_geom is not None else np.zeros(ids.shape, bool)
            background = ~is_geom | (world & ~table)
            for mask, colour in ((table, self.table_rgb), (background, self.background_rgb)):
                if colour is None or not mask.any():
                    continue
                # The plate's shading and texture kept: each pixel's luminance relative to the region's mean.
                luminance = linear[mask] @ LUMA
                relative = luminance / max(float(luminance.mean()), 1e-4)
                linear[mask] = colour[None, :] * relative[:, None]
        return encode(linear * self.gains)
