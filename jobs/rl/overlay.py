"""The text drawn into the clip's frames: which evaluation episode, its step, the distance that decides success, and the outcome."""
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT_FILES = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")
DISTANCE_LABELS = {"reach": "gripper to target", "lift": "gripper to box", "pick_place": "object to target"}
SUCCESS_RGB, FAIL_RGB = (40, 200, 90), (230, 60, 50)


def _font(size: int):
    path = next((p for p in FONT_FILES if Path(p).is_file()), None)
    return ImageFont.truetype(path, size) if path else ImageFont.load_default(size)


class Overlay:
    def __init__(self, objective: str, episodes: int, episode_steps: int):
        self.label = DISTANCE_LABELS[objective]
        self.episodes = episodes
        self.episode_steps = episode_steps
        self.small, self.large = _font(14), _font(30)

    def draw(self, frame: np.ndarray, number: int, seed: int, step: int, distance: float | None, outcome: bool | None) -> np.ndarray:
        """number is 1-based; outcome is None until the episode has ended."""
        image = Image.fromarray(frame)
        draw = ImageDraw.Draw(image, "RGBA")
        shown = "–" if distance is None else f"{distance * 100:.1f} cm"
        lines = [f"episode {number}/{self.episodes}  seed {seed}", f"step {step}/{self.episode_steps}", f"{self.label}: {shown}"]
        draw.rectangle([6, 6, 250, 8 + 18 * len(lines)], fill=(0, 0, 0, 150))
        for row, line in enumerate(lines):
            draw.text((12, 8 + 18 * row), line, font=self.small, fill=(255, 255, 255))
        if outcome is not None:
            word, colour = ("SUCCESS", SUCCESS_RGB) if outcome else ("FAIL", FAIL_RGB)
            left, top, right, bottom = draw.textbbox((0, 0), word, font=self.large)
            x, y = image.width - (right - left) - 20, 10
            draw.rectangle([x - 8, y - 4, x + (right - left) + 8, y + bottom + 6], fill=(0, 0, 0, 170))
            draw.text((x - left, y), word, font=self.large, fill=colour)
        return np.asarray(image)
