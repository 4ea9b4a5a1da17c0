"""The topics of notices (server.notify.topics) against the contract: every kind of the
contract's NotificationKind is in exactly one topic, every NotificationTopic holds some, and
the topics are the contract's, in its order (the preferences answer in it)."""

from __future__ import annotations

from collections import Counter

from server import contract_types as contract
from server.contract_values import values_of
from server.notify import topics
from server.notify.topics import Topic


def test_every_kind_is_in_exactly_one_topic() -> None:
    counted = Counter(kind for kinds in topics.KINDS.values() for kind in kinds)
    assert sorted(counted) == sorted(values_of(contract.NotificationKind))
    assert {kind for kind, n in counted.items() if n > 1} == set()
    assert topics.topic_of("PASSKEY_REMOVED") is Topic.SECURITY
    assert topics.topic_of("OTHER_NOTICE") is None


def test_every_topic_of_the_contract_is_used_in_its_order() -> None:
    assert [t.value for t in Topic] == list(values_of(contract.NotificationTopic))
    assert [t for t in topics.KINDS if topics.KINDS[t]] == list(Topic)
