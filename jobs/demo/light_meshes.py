"""Lighter visual meshes for rendering: the SO-101's visual STLs hold ~430k triangles, which software
OpenGL (Mesa llvmpipe, the renderer on a machine without a GPU) draws at ~30 ms a frame at 320×240.
Vertex clustering on a 2 mm grid keeps ~6 % of the triangles and looks the same at that size
(~5 ms a frame). Only meshes of visual geoms are touched; collision geometry and physics are unchanged."""
from pathlib import Path

import mujoco
import numpy as np

CELL_M = 0.002


def read_binary_stl(path: Path) -> np.ndarray:
    """Triangle corners, (faces × 3) × 3, of a binary STL file."""
    raw = path.read_bytes()
    count = int(np.frombuffer(raw, np.uint32, 1, 80)[0])
    records = np.frombuffer(raw, np.dtype([("normal", "<f4", 3), ("corners", "<f4", 9), ("attribute", "<u2")]), count, 84)
    return records["corners"].reshape(-1, 3).astype(np.float64)


def cluster(corners: np.ndarray, cell: float) -> tuple[np.ndarray, np.ndarray]:
    """Merges all vertices in each grid cell into their mean; drops the triangles that collapse."""
    keys = np.floor(corners / cell).astype(np.int64)
    keys -= keys.min(axis=0)
    span = keys.max(axis=0) + 1
    flat = (keys[:, 0] * span[1] + keys[:, 1]) * span[2] + keys[:, 2]
    cells, inverse = np.unique(flat, return_inverse=True)
    sums = np.zeros((len(cells), 3))
    np.add.at(sums, inverse, corners)
    vertices = sums / np.bincount(inverse, minlength=len(cells))[:, None]
    faces = inverse.reshape(-1, 3)
    kept = (faces[:, 0] != faces[:, 1]) & (faces[:, 1] != faces[:, 2]) & (faces[:, 0] != faces[:, 2])
    return vertices, faces[kept]


def lighten_visual_meshes(spec: mujoco.MjSpec, model_dir: Path, cell: float = CELL_M) -> int:
    """Replaces every STL mesh that only visual geoms (group 2) use by its clustered copy; returns the triangles left."""
    visual = {geom.meshname for geom in spec.geoms if geom.type == mujoco.mjtGeom.mjGEOM_MESH and geom.group == 2}
    other = {geom.meshname for geom in spec.geoms if geom.type == mujoco.mjtGeom.mjGEOM_MESH and geom.group != 2}
    triangles = 0
    for mesh in spec.meshes:
        name = mesh.name or Path(mesh.file).stem
        if name not in visual or name in other or not mesh.file.lower().endswith(".stl"):
            continue
        vertices, faces = cluster(read_binary_stl(model_dir / (spec.meshdir or "") / mesh.file), cell)
        mesh.name = name
        mesh.file = ""
        mesh.uservert = vertices.ravel().tolist()
        mesh.userface = faces.ravel().tolist()
        triangles += len(faces)
    return triangles
