"""Speech Dispatcher spoken to directly, over its own text protocol (SSIP) on its socket.

Why not through a library: asking Speech Dispatcher for its voices first (which prism does
before it speaks) takes seconds with espeak-ng's thousands of voices; saying "speak this" takes
a millisecond. The client is a few commands: name the client, SPEAK (the text, ended by a line
holding a single dot), CANCEL SELF to interrupt, SET SELF RATE, QUIT. Every reply is awaited
with a time limit, so a daemon that hangs raises instead of freezing the game, and the Speaker
falls back to the next backend and says so.

The daemon is found as libspeechd finds it: ``SPEECHD_ADDRESS`` (``unix_socket:PATH`` or
``inet_socket:HOST:PORT``), else its socket in the user's runtime folder; when that default
socket is missing it is started the way libspeechd does (``speech-dispatcher --spawn``).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from pathlib import Path

DEFAULT_PORT = 6560
# Seconds: a daemon slower than this is treated as broken. Opening is given less, so that a
# hung daemon at start costs the first words little; it answers in a millisecond when well.
OPEN_TIMEOUT = 0.5
REPLY_TIMEOUT = 1.0
SPAWN_TIMEOUT = 3.0


class SSIPError(OSError):
    """Speech Dispatcher refused a command or could not be reached."""


def default_socket_path() -> Path:
    """Where Speech Dispatcher listens by default: ``$XDG_RUNTIME_DIR`` (else the user's cache
    folder, as GLib's runtime folder falls back) ``/speech-dispatcher/speechd.sock``."""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.environ.get("XDG_CACHE_HOME") or str(
        Path.home() / ".cache")
    return Path(runtime) / "speech-dispatcher" / "speechd.sock"


def parse_address(value: str | None) -> tuple[str, str | tuple[str, int]]:
    """``SPEECHD_ADDRESS`` as ("unix", path) or ("inet", (host, port)); None: the default."""
    if not value:
        return "unix", str(default_socket_path())
    method, _, rest = value.partition(":")
    if method == "unix_socket":
        return "unix", rest or str(default_socket_path())
    if method == "inet_socket":
        host, _, port = rest.partition(":")
        return "inet", (host or "127.0.0.1", int(port) if port else DEFAULT_PORT)
    raise SSIPError(f"unknown SPEECHD_ADDRESS {value!r}")


def escape(text: str) -> bytes:
    """The text as one SSIP data line: whitespace folded, a leading dot doubled."""
    line = " ".join(text.split())
    if line.startswith("."):
        line = "." + line
    return line.encode("utf-8") + b"\r\n.\r\n"


class SSIPClient:
    """One connection to Speech Dispatcher; every method raises on failure or time-out."""

    def __init__(self, address: str | None = None, timeout: float | None = None,
                 spawn: bool = True, client_name: str = "1000-miles") -> None:
        given = address if address is not None else os.environ.get("SPEECHD_ADDRESS")
        self.kind, self.target = parse_address(given)
        self.timeout = OPEN_TIMEOUT if timeout is None else timeout
        try:
            self.sock = self._connect()
        except OSError:
            # Like libspeechd: start the daemon only for its default socket.
            if not (spawn and not given and self.kind == "unix" and self._spawn()):
                raise
            self.sock = self._connect()
        self._buffer = b""
        user = os.environ.get("USER") or os.environ.get("USERNAME") or "user"
        user = "".join(c if c.isalnum() else "_" for c in user)
        self.command(f"SET SELF CLIENT_NAME {user}:{client_name}:main")
        self.sock.settimeout(REPLY_TIMEOUT if timeout is None else timeout)

    def _connect(self) -> socket.socket:
        if self.kind == "unix":
            if not hasattr(socket, "AF_UNIX"):
                raise SSIPError("no Unix sockets on this system")
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        else:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect(self.target)
        except OSError:
            sock.close()
            raise
        return sock

    def _spawn(self) -> bool:
        program = shutil.which("speech-dispatcher")
        if program is None:
            return False
        try:
            done = subprocess.run(
                [program, "--spawn", "--communication-method", "unix_socket",
                 "--socket-path", str(self.target)],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                timeout=SPAWN_TIMEOUT, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return False
        return done.returncode == 0

    def _reply(self) -> list[str]:
        """Read one reply: lines ``NNN-...`` then ``NNN ...``; raise unless it is a 2xx."""
        lines = []
        while True:
            while b"\r\n" not in self._buffer:
                chunk = self.sock.recv(4096)  # socket.timeout (an OSError) when it hangs
                if not chunk:
                    raise SSIPError("Speech Dispatcher closed the connection")
                self._buffer += chunk
            raw, self._buffer = self._buffer.split(b"\r\n", 1)
            line = raw.decode("utf-8", "replace")
            lines.append(line)
            if len(line) < 4 or line[3] != "-":
                break
        if lines[-1][:1] != "2":
            raise SSIPError(f"Speech Dispatcher answered {lines[-1]!r}")
        return lines

    def command(self, line: str) -> list[str]:
        self.sock.sendall(line.encode("utf-8") + b"\r\n")
        return self._reply()

    def speak(self, text: str) -> None:
        self.command("SPEAK")  # 230 OK RECEIVING DATA
        self.sock.sendall(escape(text))
        self._reply()  # 225 OK MESSAGE QUEUED

    def cancel(self) -> None:
        self.command("CANCEL SELF")

    def set_rate(self, rate: int) -> None:
        self.command(f"SET SELF RATE {max(-100, min(100, int(rate)))}")

    def set_language(self, code: str) -> None:
        """``code`` as Speech Dispatcher writes languages (``fr``, ``pt-BR``); only letters
        and hyphens are sent, so a code cannot smuggle in another command."""
        clean = "".join(c for c in code if c.isascii() and (c.isalpha() or c == "-"))
        if not clean:
            raise SSIPError(f"not a language code: {code!r}")
        self.command(f"SET SELF LANGUAGE {clean}")

    def close(self) -> None:
        try:
            self.sock.sendall(b"QUIT\r\n")
        except OSError:
            pass
        self.sock.close()
