"""Sound cues and loops: sound_lib (BASS) first, pygame.mixer as fallback, else silence.

Sounds are found by name: ``"card_flat_tire"`` is ``card_flat_tire.ogg`` (or ``.wav``) in the
built-in folder, unless a sound pack folder has a file of that name, which wins. A pack file
that names no built-in sound, or that does not decode (empty, random bytes, a bad header), is
found when the sounds are opened and reported once (log and a notice in ``Sounds.notices``,
which the app speaks at start), and the built-in one is used. A missing or broken file is logged and
skipped: sound never crashes the game. Decoded sounds are cached.

Volumes: a cue plays at ``volume * cue_volume * master_volume``; a loop (music) at
``volume * master_volume``. BASS allows one ``Output`` per process, so it is shared.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from engine.i18n import N_
from engine.notices import Notice

SOUND_EXTENSIONS = (".ogg", ".wav")
BACKENDS = ("auto", "sound_lib", "pygame", "none")

_bass_output: Any = None  # one BASS Output per process (BASS error 14 on a second init)


def open_bass(device: int = -1) -> Any:
    """The process's BASS output, opened on ``device`` the first time (0: BASS's no-sound)."""
    global _bass_output
    if _bass_output is None:
        from sound_lib import output

        try:
            _bass_output = output.Output(device=device)
        except Exception as exc:
            if getattr(exc, "code", None) != 14:  # 14: BASS already initialised here
                raise
            _bass_output = _SharedOutput()
    return _bass_output


class _SharedOutput:
    """Stands for a BASS output another part of this process already opened."""


def _clamp(value: float) -> float:
    return max(0.0, min(1.0, float(value)))


class _Player:
    """A backend: decodes files into cache entries and plays them."""

    name = "none"

    def decode(self, path: Path) -> Any:
        """Something ``play`` accepts, or raise when the file does not decode. Without a
        sound library only the file's structure is checked."""
        check_structure(path)
        return path

    def play(self, decoded: Any, volume: float, pan: float, pitch: float, loop: bool) -> Any:
        return None

    def set_volume(self, channel: Any, volume: float) -> None:
        pass

    def stop(self, channel: Any) -> None:
        pass

    def close(self) -> None:
        pass


def check_structure(path: Path) -> None:
    """Raise ValueError unless the file starts like an Ogg Vorbis or Opus stream, or is a
    RIFF WAVE file whose chunks hold a format and some data."""
    with open(path, "rb") as handle:
        head = handle.read(256)
        if head[:4] == b"OggS":
            if head[4] != 0 or not (b"\x01vorbis" in head or b"OpusHead" in head):
                raise ValueError("an Ogg file with no Vorbis or Opus stream")
            return
        if head[:4] != b"RIFF" or head[8:12] != b"WAVE":
            raise ValueError("not an Ogg or WAV file")
        size = path.stat().st_size
        offset, chunks = 12, set()
        while offset + 8 <= size and len(chunks) < 64:
            handle.seek(offset)
            header = handle.read(8)
            chunk, length = header[:4], int.from_bytes(header[4:], "little")
            chunks.add(chunk)
            offset += 8 + length + (length & 1)
        if not {b"fmt ", b"data"} <= chunks or offset > size + 1:
            raise ValueError("a WAV file without its format or its data")


class _BassPlayer(_Player):
    name = "sound_lib"

    def __init__(self, device: int) -> None:
        from sound_lib import stream

        open_bass(device)
        self._stream = stream
        self._playing: list[Any] = []  # a freed Python object would cut its sound short

    def decode(self, path: Path) -> Any:
        data = path.read_bytes()
        # Decoding once proves the file; each play makes a cheap stream over the same bytes.
        self._stream.FileStream(mem=True, file=data, length=len(data), unicode=False).free()
        return data

    def play(self, decoded: Any, volume: float, pan: float, pitch: float, loop: bool) -> Any:
        channel = self._stream.FileStream(
            mem=True, file=decoded, length=len(decoded), unicode=False
        )
        channel.set_volume(volume)
        channel.set_pan(max(-1.0, min(1.0, pan)))
        if pitch != 1.0:
            channel.set_frequency(channel.get_frequency() * max(0.05, pitch))
        if loop:
            channel.looping = True
        channel.play()
        self._playing = [c for c in self._playing if c.is_playing] + [channel]
        return channel

    def set_volume(self, channel: Any, volume: float) -> None:
        channel.set_volume(volume)

    def stop(self, channel: Any) -> None:
        channel.stop()
        channel.free()

    def close(self) -> None:
        for channel in self._playing:
            try:
                channel.stop()
            except Exception:
                pass
        self._playing.clear()


class _PygamePlayer(_Player):
    name = "pygame"

    def __init__(self) -> None:
        import pygame

        if not pygame.mixer.get_init():
            pygame.mixer.init()
        pygame.mixer.set_num_channels(32)
        self._mixer = pygame.mixer

    def decode(self, path: Path) -> Any:
        return self._mixer.Sound(str(path))

    def play(self, decoded: Any, volume: float, pan: float, pitch: float, loop: bool) -> Any:
        # pygame has no pitch; pan is done by the left and right volumes.
        channel = decoded.play(loops=-1 if loop else 0)
        if channel is not None:
            pan = max(-1.0, min(1.0, pan))
            channel.set_volume(volume * min(1.0, 1.0 - pan), volume * min(1.0, 1.0 + pan))
        return channel

    def set_volume(self, channel: Any, volume: float) -> None:
        channel.set_volume(volume)

    def stop(self, channel: Any) -> None:
        channel.stop()


class Sounds:
    """Named sound cues and loops with master and cue volumes."""

    def __init__(
        self,
        builtin_dir: Path,
        pack_dir: Path | None = None,
        backend: str = "auto",
        log: logging.Logger | None = None,
        device: int = -1,
    ) -> None:
        self.builtin_dir = Path(builtin_dir)
        self.pack_dir = Path(pack_dir) if pack_dir else None
        self.log = log or logging.getLogger("engine.sound")
        self.notices: list[Notice] = []
        self._master = 1.0
        self._cue = 1.0
        self._paths: dict[str, Path | None] = {}
        self._decoded: dict[Path, Any] = {}
        self._broken: set[Path] = set()
        self._loops: dict[str, tuple[Any, float]] = {}
        self._player = self._open(backend, device)
        self.backend_name: str = self._player.name
        self._check_pack()

    # --- backend ---------------------------------------------------------------------------
    def _open(self, backend: str, device: int) -> _Player:
        order = {
            "auto": ["sound_lib", "pygame"],
            "sound_lib": ["sound_lib", "pygame"],
            "pygame": ["pygame"],
            "none": [],
        }.get(backend, ["sound_lib", "pygame"])
        for name in order:
            try:
                player = _BassPlayer(device) if name == "sound_lib" else _PygamePlayer()
            except Exception as exc:
                self.log.warning("sound backend %s unavailable: %r", name, exc)
                continue
            if name != order[0]:
                self.notices.append(Notice(N_("sound-fallback"), {"using": name}))
            return player
        if order:
            self.notices.append(Notice(N_("sound-fallback"), {"using": "none"}))
        return _Player()

    # --- lookup ----------------------------------------------------------------------------
    def _find(self, folder: Path | None, name: str) -> Path | None:
        if folder is None:
            return None
        for ext in SOUND_EXTENSIONS:
            candidate = folder / f"{name}{ext}"
            if candidate.is_file():
                return candidate
        return None

    def _check_pack(self) -> None:
        """Tell at start, once, of each pack file that names no built-in sound or does not
        decode (decoded now, so the notice comes with the others; the result is cached)."""
        if self.pack_dir is None or not self.pack_dir.is_dir():
            return
        for path in sorted(self.pack_dir.iterdir()):
            if path.suffix.lower() not in SOUND_EXTENSIONS:
                continue
            if self._find(self.builtin_dir, path.stem) is None:
                self.log.warning("sound pack file %s replaces no built-in sound", path)
                self.notices.append(Notice(N_("sound-pack-unknown"), {"file": path.name}))
            elif self._find(self.pack_dir, path.stem) == path:
                self._decode(path)

    def _decode(self, path: Path) -> Any:
        if path in self._decoded:
            return self._decoded[path]
        if path in self._broken:
            return None
        try:
            decoded = self._player.decode(path)
        except Exception as exc:
            self._broken.add(path)
            self.log.warning("sound file %s does not decode: %r", path, exc)
            if self.pack_dir is not None and path.parent == self.pack_dir:
                self.notices.append(Notice(N_("sound-pack-broken"), {"file": path.name}))
            return None
        self._decoded[path] = decoded
        return decoded

    def path_for(self, name: str) -> Path | None:
        """The pack file if present and decodable, else the built-in one, else None."""
        if name in self._paths:
            return self._paths[name]
        found = None
        for folder in (self.pack_dir, self.builtin_dir):
            path = self._find(folder, name)
            if path is not None and self._decode(path) is not None:
                found = path
                break
        if found is None:
            self.log.warning("sound %r not found in %s", name, self.builtin_dir)
        self._paths[name] = found
        return found

    # --- playing ---------------------------------------------------------------------------
    def play(self, name: str, volume: float = 1.0, pan: float = 0.0, pitch: float = 1.0) -> None:
        """Play a one-shot cue; a missing or broken sound is skipped (logged once)."""
        path = self.path_for(name)
        if path is None:
            return
        level = _clamp(volume) * self._cue * self._master
        try:
            self._player.play(self._decoded[path], level, pan, pitch, loop=False)
        except Exception as exc:
            self.log.warning("playing %s failed: %r", name, exc)

    def loop(self, name: str, volume: float = 1.0) -> None:
        """Start a looping sound (music); starting a loop already playing does nothing."""
        if name in self._loops:
            return
        path = self.path_for(name)
        if path is None:
            return
        try:
            channel = self._player.play(
                self._decoded[path], _clamp(volume) * self._master, 0.0, 1.0, loop=True
            )
        except Exception as exc:
            self.log.warning("looping %s failed: %r", name, exc)
            return
        self._loops[name] = (channel, _clamp(volume))

    def stop_loop(self, name: str) -> None:
        channel, _ = self._loops.pop(name, (None, 0.0))
        if channel is not None:
            try:
                self._player.stop(channel)
            except Exception as exc:
                self.log.info("stopping %s failed: %r", name, exc)

    @property
    def master_volume(self) -> float:
        return self._master

    @master_volume.setter
    def master_volume(self, value: float) -> None:
        self._master = round(_clamp(value), 2)
        for channel, volume in self._loops.values():
            if channel is not None:
                try:
                    self._player.set_volume(channel, volume * self._master)
                except Exception as exc:
                    self.log.info("loop volume not changed: %r", exc)

    @property
    def cue_volume(self) -> float:
        return self._cue

    @cue_volume.setter
    def cue_volume(self, value: float) -> None:
        self._cue = round(_clamp(value), 2)

    def take_notices(self) -> list[Notice]:
        """The notices not yet handed out (each is given once)."""
        notices, self.notices = self.notices, []
        return notices

    def close(self) -> None:
        for name in list(self._loops):
            self.stop_loop(name)
        self._player.close()
        self._decoded.clear()
