"""Leaving online play when the server has stopped answering: the client's thread must be
gone when `NetClient.close` returns, and the screen held only briefly (a raw loopback
socket that completes the websocket handshake and then never says another word)."""

from __future__ import annotations

import base64
import hashlib
import re
import socket
import threading
import time

from game.net.client import NetClient

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"  # RFC 6455's handshake constant


def _silent_server() -> tuple[socket.socket, list[socket.socket]]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    held: list[socket.socket] = []

    def serve() -> None:
        conn, _ = listener.accept()
        request = b""
        while b"\r\n\r\n" not in request:
            request += conn.recv(4096)
        key = re.search(rb"sec-websocket-key: *(\S+)", request, re.IGNORECASE).group(1)
        accept = base64.b64encode(hashlib.sha1(key + GUID).digest())
        conn.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                     b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n")
        held.append(conn)  # kept open, never read again

    threading.Thread(target=serve, daemon=True).start()
    return listener, held


def test_leaving_a_server_that_stopped_answering_ends_the_connection():
    listener, held = _silent_server()
    client = NetClient(f"127.0.0.1:{listener.getsockname()[1]}", "Ann")
    try:
        client.start()
        for _ in range(200):  # the handshake done: the server holds the connection
            if held:
                break
            time.sleep(0.01)
        assert held
        client.close()
        # it waited for a goodbye that never came, for a moment only, then let go
        assert client._thread is not None and not client._thread.is_alive()
    finally:
        client.close()
        for conn in held:
            conn.close()
        listener.close()
