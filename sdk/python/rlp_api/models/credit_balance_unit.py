from typing import Literal

CreditBalanceUnit = Literal["tokens"]

CREDIT_BALANCE_UNIT_VALUES: set[CreditBalanceUnit] = {
    "tokens",
}


def check_credit_balance_unit(value: str) -> CreditBalanceUnit:
    if value in CREDIT_BALANCE_UNIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREDIT_BALANCE_UNIT_VALUES!r}"
    )
