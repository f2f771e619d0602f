from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.credit_balance_object import (
    CreditBalanceObject,
    check_credit_balance_object,
)
from ..models.credit_balance_unit import CreditBalanceUnit, check_credit_balance_unit

T = TypeVar("T", bound="CreditBalance")


@_attrs_define
class CreditBalance:
    """
    Attributes:
        object_ (CreditBalanceObject):
        account_id (str):
        balance (int): Tokens available now.
        granted_total (int):
        charged_total (int):
        refunded_total (int):
        unit (CreditBalanceUnit):
    """

    object_: CreditBalanceObject
    account_id: str
    balance: int
    granted_total: int
    charged_total: int
    refunded_total: int
    unit: CreditBalanceUnit
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        account_id = self.account_id

        balance = self.balance

        granted_total = self.granted_total

        charged_total = self.charged_total

        refunded_total = self.refunded_total

        unit: str = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "account_id": account_id,
                "balance": balance,
                "granted_total": granted_total,
                "charged_total": charged_total,
                "refunded_total": refunded_total,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_credit_balance_object(d.pop("object"))

        account_id = d.pop("account_id")

        balance = d.pop("balance")

        granted_total = d.pop("granted_total")

        charged_total = d.pop("charged_total")

        refunded_total = d.pop("refunded_total")

        unit = check_credit_balance_unit(d.pop("unit"))

        credit_balance = cls(
            object_=object_,
            account_id=account_id,
            balance=balance,
            granted_total=granted_total,
            charged_total=charged_total,
            refunded_total=refunded_total,
            unit=unit,
        )

        credit_balance.additional_properties = d
        return credit_balance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
