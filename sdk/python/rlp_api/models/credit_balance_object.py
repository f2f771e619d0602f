from typing import Literal

CreditBalanceObject = Literal["credit_balance"]

CREDIT_BALANCE_OBJECT_VALUES: set[CreditBalanceObject] = {
    "credit_balance",
}


def check_credit_balance_object(value: str) -> CreditBalanceObject:
    if value in CREDIT_BALANCE_OBJECT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREDIT_BALANCE_OBJECT_VALUES!r}"
    )
