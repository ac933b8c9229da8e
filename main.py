#!/usr/bin/env python3
"""1000 Miles: parse the command line, load settings, language, speech and sound, and run the
main menu on the engine's loop (or a script of keys, headless, with ``--script``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.version import __version__ as VERSION

STARTED = time.perf_counter()  # for --timings: start to first words

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.app import App
    from engine.i18n import Translator
    from engine.notices import Notice

APP_NAME = "1000 Miles"
SPEECH_CHOICES = ("auto", "cytolk", "speechd", "prism", "print", "recorder", "none")
SOUND_CHOICES = ("auto", "sound_lib", "pygame", "none")


def resource_dir() -> Path:
    """Where ``lang/`` and ``sounds/`` are: beside main.py, or beside the frozen executable
    (where players and translators can edit them), else inside the bundle."""
    if getattr(sys, "frozen", False):
        beside = Path(sys.executable).resolve().parent
        if (beside / "lang").is_dir():
            return beside
        return Path(getattr(sys, "_MEIPASS", beside))
    return Path(__file__).resolve().parent


def attach_console() -> None:
    """Windows, windowed build: Python starts with no stdout. Use the output the program was
    started with when redirected (a file, a pipe: CI), else the console it was started from,
    so ``--version``, ``--help`` and ``--speech print`` still print; double-clicked, there is
    neither and nothing changes."""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    try:
        import ctypes
        import msvcrt

        kernel32 = ctypes.windll.kernel32
        kernel32.GetStdHandle.restype = ctypes.c_void_p
        kernel32.GetFileType.argtypes = [ctypes.c_void_p]
        handle = kernel32.GetStdHandle(-11)  # STD_OUTPUT_HANDLE
        if handle not in (None, ctypes.c_void_p(-1).value) and kernel32.GetFileType(handle):
            fd = msvcrt.open_osfhandle(handle, os.O_WRONLY)
            sys.stdout = open(fd, "w", encoding="utf-8", errors="replace")
        elif kernel32.AttachConsole(-1):  # -1: the console of the parent process
            sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")
        if sys.stderr is None:
            sys.stderr = sys.stdout
    except (OSError, AttributeError, ImportError):
        pass


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="1000-miles", description=f"{APP_NAME}, an audio "
                                     "card game for blind players.")
    parser.add_argument("--script", type=Path, metavar="FILE",
                        help="run the keys listed in FILE headless, then exit")
    parser.add_argument("--speech", choices=SPEECH_CHOICES,
                        help="speech backend (default: the saved setting, else auto)")
    parser.add_argument("--sound", choices=SOUND_CHOICES,
                        help="sound backend (default: the saved setting, else auto)")
    parser.add_argument("--seed", type=int, help="random seed, for repeatable games")
    parser.add_argument("--lang", metavar="CODE", help="language code, such as en")
    parser.add_argument("--timings", action="store_true",
                        help="print the time from start to the first words and the "
                        "key-to-speech latency (median, p95) at the end")
    parser.add_argument("--config-dir", type=Path, metavar="DIR",
                        help="keep settings, saves and logs in DIR")
    parser.add_argument("--server", action="store_true",
                        help="run the online server instead of the game; the server's own "
                        "arguments follow (--server --help lists them)")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {VERSION}")
    return parser.parse_args(argv)


def build_app(args: argparse.Namespace) -> App:
    """The App with its services and the main menu pushed (not yet running)."""
    import logging

    from engine.app import App
    from engine.clock import VirtualClock
    from engine.i18n import Translator
    from engine.logs import setup_logging
    from engine.settings import Settings, config_dir, log_dir
    from engine.sound import Sounds
    from engine.speech import Speaker, default_factories
    from game.ui.home import HomeScreen
    from game.ui.prefs import GAME_SPECS

    setup_logging(log_dir(APP_NAME, args.config_dir))
    log = logging.getLogger("main")
    log.info("%s %s starting: %s", APP_NAME, VERSION, vars(args))
    folder = config_dir(APP_NAME, args.config_dir)
    settings = Settings(folder, specs=GAME_SPECS)
    resources = resource_dir()
    wanted_language = args.lang or settings.get("language") or None
    translator = Translator(resources / "lang", wanted_language,
                            builtin=builtin_english(resources))
    speaker = Speaker(args.speech or settings.get("speech"), translate=translator.tr,
                      factories=default_factories(prefer_sapi=settings.get("prefer_sapi")))
    if settings.get("speech_rate") >= 0:
        speaker.set_rate(settings.get("speech_rate"))
    # A sound pack: the folder named in settings, else `sounds` in the user's config folder
    pack = settings.get("sound_pack")
    sounds = Sounds(resources / "sounds", Path(pack) if pack else folder / "sounds",
                    backend=args.sound or settings.get("sound"))
    app = App(APP_NAME, speaker, sounds, translator, settings,
              clock=VirtualClock() if args.script else None,
              rng=random.Random(args.seed))
    app.on_error = lambda exc, where: _back_to_menu(app)
    for notice in startup_notices(resources, translator, wanted_language):
        app.notify(notice)  # told once, after the first screen's words
    if translator.language != "en":
        # After the first words, not before: it reads every file of the language
        app.after(1.0, lambda: _log_translation_report(translator))
    app.push(HomeScreen(app))
    return app


def builtin_english(resources: Path) -> Path | Callable[[], dict[str, str]] | None:
    """The pristine English that stands in for lines of ``lang/en`` a player or translator
    broke: in the frozen build, the copy inside the bundle (build.spec puts ``lang/`` there
    as well as beside the program); from source, ``lang/en`` as committed to git (HEAD), read
    only if English has a broken line."""
    if getattr(sys, "frozen", False):
        bundled = Path(getattr(sys, "_MEIPASS", resources)) / "lang" / "en"
        return bundled if bundled.is_dir() else None
    from engine.i18n import committed_copy

    return committed_copy(resources / "lang" / "en")


def startup_notices(resources: Path, translator: Translator,
                    wanted_language: str | None) -> list[Notice]:
    """What is wrong with the files the game needs (each logged): the chosen language
    missing, lines of the language files not used (broken, or a translation's variables
    unlike English's), the sounds folder missing."""
    import logging

    from engine.i18n import N_, SOURCE_LANGUAGE
    from engine.notices import Notice

    log = logging.getLogger("main")
    notices = []
    if wanted_language:
        def base(code: str) -> str:
            return code.replace("_", "-").split("-")[0].lower()

        if base(translator.language) != base(wanted_language):
            log.error("language %r not found in %s", wanted_language, translator.lang_dir)
            notices.append(Notice(N_("language-missing"), {"code": wanted_language}))
    translator.has("language-name", SOURCE_LANGUAGE)  # loads English: its errors count too
    english = [p for p in translator.problems if p.path.parent.name == SOURCE_LANGUAGE]
    others = [p for p in translator.problems if p.path.parent.name != SOURCE_LANGUAGE]
    if others:
        notices.append(Notice(N_("language-file-broken"), {"files": _lines_not_used(others)}))
    if english:
        # Never "English is spoken for them" when English is what is broken
        message = (N_("language-english-broken") if translator.has_builtin()
                   else N_("language-english-broken-no-copy"))
        notices.append(Notice(message, {"files": _lines_not_used(english)}))
    sounds = resources / "sounds"
    if not any(p.suffix.lower() in (".ogg", ".wav") for p in _files(sounds)):
        log.error("no sounds in %s: the game plays without its sounds", sounds)
        notices.append(Notice(N_("sounds-missing"), {"folder": str(sounds)}))
    return notices


def _lines_not_used(problems: list) -> str:
    """``fr/game.ftl (status-hand, card-count), fr/menus.ftl:12``: each file once, with the
    messages not used (or the line, when the broken text names no message)."""
    files: dict[str, list[str]] = {}
    for problem in problems:
        name = f"{problem.path.parent.name}/{problem.path.name}"
        files.setdefault(name, [])
        item = problem.msg_id or f"{name}:{problem.line}"
        if item not in files[name]:
            files[name].append(item)
    parts = []
    for name, items in files.items():
        ids = [item for item in items if not item.startswith(name + ":")]
        lines = [item for item in items if item.startswith(name + ":")]
        if ids:
            parts.append(f"{name} ({', '.join(ids)})")
        parts.extend(lines)
    return ", ".join(parts)


def _log_translation_report(translator: Translator) -> None:
    import logging

    from engine.i18n_check import log_report

    log_report(translator.lang_dir, translator.language, logging.getLogger("i18n"))


def _files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.iterdir() if p.is_file()]
    except OSError:
        return []


def _back_to_menu(app: App) -> None:
    """An unexpected error (already logged with its traceback): apologise and return to the
    main menu; the saved match survives, so Resume brings it back."""
    from engine.i18n import N_
    from game.ui.home import HomeScreen

    app.say(N_("error-unexpected"))
    if app.stack and isinstance(app.stack[0], HomeScreen):
        for screen in app.stack[1:]:
            app.pop(screen)
    else:
        for screen in app.stack:
            app.pop(screen)
        app.push(HomeScreen(app))


def main(argv: list[str] | None = None) -> int:
    attach_console()
    argv = sys.argv[1:] if argv is None else list(argv)
    if "--server" in argv:
        # The online server (game/server.py): no window, no sound, no pygame on this path
        from game.server import main as server_main

        return server_main([arg for arg in argv if arg != "--server"])
    args = parse_args(argv)
    steps = None
    if args.script:
        # Scripts are headless: no window, no sound card needed.
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from engine.script import ScriptError, load_script

        try:
            steps = load_script(args.script)
        except ScriptError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    app = build_app(args)
    try:
        if steps is not None:
            from engine.script import run_script

            code = run_script(app, steps, str(args.script))
        else:
            app.run()
            code = 0
        if args.timings:
            from engine.script import timings_summary

            first = app.speaker.first_words_at
            print("start to first words: "
                  + (f"{first - STARTED:.3f} s" if first is not None else "nothing was said"),
                  file=sys.stderr)
            print(timings_summary(app.latencies), file=sys.stderr)
    finally:
        app.close()
        import pygame

        pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(main())
