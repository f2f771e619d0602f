from typing import Literal

UsageRecordEntriesItemKind = Literal["charge", "refund"]

USAGE_RECORD_ENTRIES_ITEM_KIND_VALUES: set[UsageRecordEntriesItemKind] = {
    "charge",
    "refund",
}


def check_usage_record_entries_item_kind(value: str) -> UsageRecordEntriesItemKind:
    if value in USAGE_RECORD_ENTRIES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {USAGE_RECORD_ENTRIES_ITEM_KIND_VALUES!r}"
    )
