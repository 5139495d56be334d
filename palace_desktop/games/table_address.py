"""What a person types to reach a table, made into what the protocol takes: a room code typed
loosely (lower case, spaces, dashes, the letters Crockford's base 32 reads as digits) and an
address (a host, host:port, [IPv6]:port, or a ws:// or wss:// URI) made into a URI.

    room_code(" 22rk-wgo1 kr ") == "22RKWG01KR"
    table_uri("192.168.1.20") == "ws://192.168.1.20:8765"
    table_uri("wss://cards.example.org") == "wss://cards.example.org:8765"
    table_uri("not an address") is None
"""

from __future__ import annotations

import ipaddress
import re
from typing import Optional

# The protocol's room code (net/schema.py has the same: the games layer is below net's).
ROOM_CODE_PATTERN = re.compile(r"[0-9A-HJKMNP-TV-Z]{10}")  # Crockford's base 32: 50 bits

DEFAULT_PORT = 8765  # the table server's (docs/PROTOCOL.md section 9)
MAX_TYPED = 300  # a longer text is no address or code: not looked at letter by letter

# Crockford's base 32 reads O as 0 and I, L as 1; spaces and dashes only group the letters.
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
_GROUPING = re.compile(r"[\s\-_.]+")
_HOST_NAME = re.compile(r"(?=.{1,253}\Z)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)"
                        r"(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")
_SCHEME = re.compile(r"(?i)(wss?)://")
_UNNAMED = -1


def room_code(typed: str) -> Optional[str]:
    """The room code `typed` means, or None when it is not one."""
    if not isinstance(typed, str) or len(typed) > MAX_TYPED:
        return None
    code = _GROUPING.sub("", typed).upper().translate(_READ_AS)
    return code if ROOM_CODE_PATTERN.fullmatch(code) else None


def table_uri(typed: str, default_port: int = DEFAULT_PORT) -> Optional[str]:
    """The WebSocket URI of the table server at the address `typed`, or None when it is not
    an address: ws:// unless it says wss://, the default port when it names none."""
    if not isinstance(typed, str) or len(typed) > MAX_TYPED:
        return None
    text = typed.strip()
    scheme = "ws"
    matched = _SCHEME.match(text)
    if matched:
        scheme = matched.group(1).lower()
        text = text[matched.end():]
        text = text.split("/", 1)[0]  # a path after the address: the server has one
    elif "/" in text:
        return None
    host, port = _host_and_port(text)
    if host is None or port is None:
        return None
    if port == _UNNAMED:
        port = default_port
    if not 1 <= port <= 65535:
        return None
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}"


def _host_and_port(text: str) -> tuple[Optional[str], Optional[int]]:
    """(host, port) of `text` (port `_UNNAMED` when it names none); (None, None) when it
    is not an address."""
    port_text = ""
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None, None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                return None, None
            port_text = rest[1:]
        if not _is_ip(host, version=6):
            return None, None
    elif text.count(":") > 1:  # a bare IPv6 address: no port can follow it unbracketed
        host = text
        if not _is_ip(host, version=6):
            return None, None
    else:
        host, _, port_text = text.partition(":")
        if ":" in text and not port_text:
            return None, None
        if not (_is_ip(host, version=4) or _HOST_NAME.fullmatch(host)):
            return None, None
        if host.replace(".", "").isdigit() and not _is_ip(host, version=4):
            return None, None
    if port_text:
        if not port_text.isascii() or not port_text.isdigit() or len(port_text) > 5:
            return None, None
        return host, int(port_text)
    return host, _UNNAMED


def _is_ip(text: str, version: int) -> bool:
    try:
        return ipaddress.ip_address(text).version == version
    except ValueError:
        return False
