"""A value narrowed to one the contract lists (a generated ``Literal`` alias of
:mod:`server.contract_types`), checked at run time: what the contract does not list raises
``ValueError`` (a 500), so an answer never carries it.

A column or a rule's result is often a plain ``str`` or ``int`` where the contract lists the
values (a banner's route, a picture's width, a change's name). ``listed`` answers the member
of the contract's values the given one equals, typed as the alias::

    ROUTES: tuple[contract.BannerRoute, ...] = values_of(contract.BannerRoute)
    route = listed(ROUTES, row.link_route, what="banner route")

``values_of`` reads the values from the alias itself, so a value the contract adds is listed
without a second list to keep in step."""

from __future__ import annotations

from collections.abc import Collection
from types import NoneType, UnionType
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

T = TypeVar("T")


def values_of(alias: object) -> tuple[Any, ...]:
    """The values of a ``Literal`` alias, ``None`` too when it is ``Literal[...] | None``."""
    if get_origin(alias) is Literal:
        return get_args(alias)
    if isinstance(alias, UnionType) or get_origin(alias) is Union:
        return tuple(v for member in get_args(alias) for v in values_of(member))
    if alias is NoneType:
        return (None,)
    raise TypeError(f"{alias!r} is not a Literal alias")


def listed(values: Collection[T], value: object, *, what: str) -> T:
    """The member of ``values`` that ``value`` equals, of its type (a StrEnum member is a
    ``str`` equal to its value; ``1.0`` is not the integer ``1``)."""
    for member in values:
        if member == value and isinstance(value, type(member)):
            return member
    raise ValueError(f"{what} {value!r} is not one of the contract's values")
