"""A stand-in Speech Dispatcher for tests: speaks SSIP on 127.0.0.1 (port 0) and keeps every
command and every text it was given; ``mute=True`` accepts connections and never answers,
like a daemon that hangs. Point a program at it with ``SPEECHD_ADDRESS=fake.address``."""

from __future__ import annotations

import socket
import threading

REPLIES = {
    "SET": "208 OK CLIENT NAME SET",
    "SPEAK": "230 OK RECEIVING DATA",
    "CANCEL": "213 OK CANCELED",
    "QUIT": "231 HAPPY HACKING",
}


class FakeSpeechd:
    def __init__(self, mute: bool = False, languages: set[str] | None = None) -> None:
        self.mute = mute
        self.languages = languages  # the languages it has voices for (None: every one)
        self.commands: list[str] = []
        self.spoken: list[str] = []
        self.heard = threading.Event()  # set at the first text
        self.ended = threading.Event()  # set when a client's connection has ended
        self._server = socket.create_server(("127.0.0.1", 0))
        self._server.settimeout(0.2)
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._accept, daemon=True)]
        self._threads[0].start()

    @property
    def address(self) -> str:
        return f"inet_socket:127.0.0.1:{self._server.getsockname()[1]}"

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._server.accept()
            except OSError:
                continue
            thread = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def _serve(self, conn: socket.socket) -> None:
        try:
            self._serve_until_done(conn)
        finally:
            self.ended.set()

    def _serve_until_done(self, conn: socket.socket) -> None:
        conn.settimeout(0.2)
        buffer = b""
        data: list[str] | None = None
        with conn:
            while not self._stop.is_set():
                try:
                    chunk = conn.recv(4096)
                except OSError:
                    continue
                if not chunk:
                    return
                buffer += chunk
                while b"\r\n" in buffer:
                    raw, buffer = buffer.split(b"\r\n", 1)
                    line = raw.decode("utf-8")
                    if self.mute:
                        self.commands.append(line)
                        continue
                    if data is not None:  # inside SPEAK: lines up to a lone dot
                        if line == ".":
                            self.spoken.append("\n".join(data))
                            self.heard.set()
                            data = None
                            conn.sendall(b"225-1\r\n225 OK MESSAGE QUEUED\r\n")
                        else:
                            data.append(line[1:] if line.startswith("..") else line)
                        continue
                    self.commands.append(line)
                    word = line.split(" ", 1)[0]
                    if line.startswith("SET SELF RATE"):
                        reply = "203 OK RATE SET"
                    elif line.startswith("SET SELF LANGUAGE "):
                        known = self.languages is None or line.split()[-1] in self.languages
                        reply = "201 OK LANGUAGE SET" if known else "410 ERR NO VOICE"
                    else:
                        reply = REPLIES.get(word, "300 ERR UNKNOWN COMMAND")
                    conn.sendall(reply.encode() + b"\r\n")
                    if word == "SPEAK":
                        data = []
                    elif word == "QUIT":
                        return

    def close(self) -> None:
        self._stop.set()
        self._server.close()
        for thread in self._threads:
            thread.join(timeout=5)
