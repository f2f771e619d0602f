from typing import Literal

EvaluationEpisodeObject = Literal["evaluation_episode"]

EVALUATION_EPISODE_OBJECT_VALUES: set[EvaluationEpisodeObject] = {
    "evaluation_episode",
}


def check_evaluation_episode_object(value: str) -> EvaluationEpisodeObject:
    if value in EVALUATION_EPISODE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_EPISODE_OBJECT_VALUES!r}"
    )
