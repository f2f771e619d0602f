from typing import Literal

EvaluationEpisodeListObject = Literal["list"]

EVALUATION_EPISODE_LIST_OBJECT_VALUES: set[EvaluationEpisodeListObject] = {
    "list",
}


def check_evaluation_episode_list_object(value: str) -> EvaluationEpisodeListObject:
    if value in EVALUATION_EPISODE_LIST_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_EPISODE_LIST_OBJECT_VALUES!r}"
    )
