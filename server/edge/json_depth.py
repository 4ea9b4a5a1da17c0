"""How deep a JSON text nests, found before it is parsed: Python's ``json`` parser recurses
once per level, so a 10 KB body of 5,000 ``[`` ended in a RecursionError (500) on every JSON
operation, with nothing but the web app's public client credentials. The contract's deepest
body nests a few levels; :data:`MAX_DEPTH` leaves ample room and a body past it is refused
with 400 before ``json.loads`` sees it.

The scan is linear and recursion-free: the count of ``[`` and ``{`` bounds the depth, so
nearly every body is cleared by two ``str.count`` calls; the others are walked over their
brackets, quotes and backslashes only (a bracket inside a string does not count, an escaped
quote does not end one). Text that is not JSON is left to the parser to refuse."""

from __future__ import annotations

import re

MAX_DEPTH = 32
_TOKENS = re.compile(r'[\[\]{}"\\]')


def nesting_exceeds(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the JSON ``text`` opens more than ``limit`` arrays or objects inside each
    other."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_string = False
    escaped_at = -1  # the position of the character a backslash escapes
    for token in _TOKENS.finditer(text):
        at, char = token.start(), token.group()
        if at == escaped_at:
            continue
        if in_string:
            if char == "\\":
                escaped_at = at + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False
