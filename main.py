#!/usr/bin/env python3
"""1000 Miles: parse the command line, load settings, language, speech and sound, and run the
main menu on the engine's loop (or a script of keys, headless, with ``--script``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.app import App

APP_NAME = "1000 Miles"
VERSION = "0.1.0"
SPEECH_CHOICES = ("auto", "cytolk", "prism", "print", "recorder", "none")
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
                        help="print key-to-speech latency (median, p95) at the end")
    parser.add_argument("--config-dir", type=Path, metavar="DIR",
                        help="keep settings, saves and logs in DIR")
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
    from game.ui.prefs import GAME_DEFAULTS

    setup_logging(log_dir(APP_NAME, args.config_dir))
    log = logging.getLogger("main")
    log.info("%s %s starting: %s", APP_NAME, VERSION, vars(args))
    folder = config_dir(APP_NAME, args.config_dir)
    settings = Settings(folder, defaults=dict(GAME_DEFAULTS))
    resources = resource_dir()
    translator = Translator(resources / "lang", args.lang or settings.get("language") or None)
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
    app.push(HomeScreen(app))
    return app


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

            print(timings_summary(app.latencies), file=sys.stderr)
    finally:
        app.close()
        import pygame

        pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(main())
