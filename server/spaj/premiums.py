"""The offer's money, in whole rupiah, computed here (never sent by a client): the base
premium is the main product's premium plus the riders'; each loading is ``percent`` of the
main product's premium only (not the riders'), rounded half up; the extra premium is the sum
of the loadings; the final premium is base plus extra."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def loading_amount(main_premium: int, percent: int) -> int:
    """``percent`` % of the main premium, half up to a whole rupiah."""
    return (main_premium * percent + 50) // 100


@dataclass(frozen=True, slots=True)
class Premiums:
    base: int
    extra: int
    loadings: list[dict[str, Any]]  # [{"reason", "percent", "amount"}]

    @property
    def final(self) -> int:
        return self.base + self.extra


def compute(
    main_premium: int, rider_premiums: Sequence[int], loadings: Sequence[tuple[str, int]]
) -> Premiums:
    rows: list[dict[str, Any]] = [
        {"reason": reason, "percent": percent, "amount": loading_amount(main_premium, percent)}
        for reason, percent in loadings
    ]
    base = main_premium + sum(rider_premiums)
    return Premiums(base=base, extra=sum(int(r["amount"]) for r in rows), loadings=rows)
