from typing import Literal

RlRunPageObject = Literal["list"]

RL_RUN_PAGE_OBJECT_VALUES: set[RlRunPageObject] = {
    "list",
}


def check_rl_run_page_object(value: str) -> RlRunPageObject:
    if value in RL_RUN_PAGE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RL_RUN_PAGE_OBJECT_VALUES!r}"
    )
