#!/usr/bin/env bash
# Build the one-folder program with PyInstaller and check that it runs and speaks, headless:
# --version and --help, the smoke script (tools/smoke.keys), the files beside the program,
# each shipped language against the source (same speech: Babel's trimmed plural rules and
# number formats hold), the online server (--server) with the built game as its client, and a
# missing sounds folder. Run from anywhere; needs ".[build]".
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYTHONDONTWRITEBYTECODE=1
unset LC_ALL LC_MESSAGES LANGUAGE
export LANG=en_US.UTF-8  # the first start's language question then picks English
PY=${PYTHON:-python}
DIST=dist/1000-miles
EXE=$DIST/1000-miles
fail() { echo "build_check: FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -d "$DIST/sounds.off" ] && mv "$DIST/sounds.off" "$DIST/sounds"; true' EXIT

start=$(date +%s)
pyinstaller build.spec --noconfirm --log-level WARN
echo "build_check: built in $(( $(date +%s) - start )) s, $(du -sh "$DIST" | cut -f1) in $DIST"

# --- version and help ----------------------------------------------------------------------
version=$("$PY" -c 'from game.version import __version__; print(__version__)')
out=$("$EXE" --version)
[ "$out" = "1000 Miles $version" ] || fail "--version printed '$out', expected '1000 Miles $version'"
help=$("$EXE" --help)
for arg in --script --speech --sound --seed --lang --timings --config-dir --version; do
    grep -q -- "$arg" <<<"$help" || fail "--help does not list $arg"
done

# --- files beside the program, BASS for this platform only ---------------------------------
[ -f "$DIST/lang/en/engine.ftl" ] || fail "lang/ is not beside the program"
[ -f "$DIST/lang/en/rules.ftl" ] || fail "the rules texts are not beside the program"
[ -f "$DIST/sounds/README.md" ] && ls "$DIST"/sounds/*.ogg >/dev/null || fail "sounds/ is not beside the program"
for code in lang/*/; do
    [ -d "$DIST/$code" ] || fail "language $code is not in $DIST/lang"
done
ls "$DIST"/_internal/sound_lib/lib/*/libbass.so >/dev/null || fail "no BASS library"
if ls "$DIST"/_internal/sound_lib/lib/*/*.dll "$DIST"/_internal/sound_lib/lib/*/*.dylib >/dev/null 2>&1; then
    fail "another platform's BASS libraries are bundled"
fi

# --- the smoke script: a quick game, draw, play, F2, leave, quit ---------------------------
smoke() {
    "$EXE" --script tools/smoke.keys --speech print --sound none --seed 1 \
        --config-dir "$(mktemp -d -p "$tmp")" "$@"
}
smoke > "$tmp/smoke.txt" || fail "the smoke script exited with $? (output: $(cat "$tmp/smoke.txt"))"
cat "$tmp/smoke.txt"
[ "$(wc -l < "$tmp/smoke.txt")" -ge 10 ] || fail "the program said too little"
grep -qx "Choose your language." "$tmp/smoke.txt" || fail "no first start's question"
grep -qx "1000 Miles. Home." "$tmp/smoke.txt" || fail "the main menu was not spoken"
grep -q "You are at .* to go" "$tmp/smoke.txt" || fail "F2 spoke no status line"
grep -qx "Goodbye." "$tmp/smoke.txt" || fail "the program did not quit from the menu"

# --- every language: the built program speaks as the source does --------------------------
printf 'return\nwait 1.5\nspace\nwait 1\nf2\nf3\nf4\nf5\nh\nescape\n' > "$tmp/lang.keys"
for folder in "$DIST"/lang/*/; do
    code=$(basename "$folder")
    for who in built source; do
        cfg=$(mktemp -d -p "$tmp")
        printf '{"language": "%s", "language_chosen": true}\n' "$code" > "$cfg/settings.json"
        if [ $who = built ]; then cmd=("$EXE"); else cmd=("$PY" main.py); fi
        "${cmd[@]}" --script "$tmp/lang.keys" --speech print --sound none --seed 7 \
            --config-dir "$cfg" > "$tmp/$code.$who.txt" || fail "$code: the $who program failed"
    done
    diff "$tmp/$code.source.txt" "$tmp/$code.built.txt" >&2 \
        || fail "$code: the built program speaks differently from the source (Babel data?)"
    echo "build_check: $code speaks as from source ($(wc -l < "$tmp/$code.built.txt") lines)"
done

# --- online: the built server (--server, no window) and the built game as its client -------
help=$("$EXE" --server --help)
grep -q -- "--tls-cert" <<<"$help" || fail "--server --help does not list the server's arguments"
"$EXE" --server --port 0 --data-dir "$tmp/server" > "$tmp/server.out" 2> "$tmp/server.err" &
server_pid=$!
for _ in $(seq 100); do grep -q "server on ws://" "$tmp/server.out" && break; sleep 0.1; done
port=$(sed -n 's/.*server on ws:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$tmp/server.out")
[ -n "$port" ] || { kill "$server_pid"; fail "the built server did not start: $(cat "$tmp/server.err")"; }
cfg=$(mktemp -d -p "$tmp")
printf '{"language_chosen": true, "player_name": "Zoe", "server_address": "127.0.0.1:%s"}\n' "$port" > "$cfg/settings.json"
printf 'down\ndown\nreturn\ndown\ndown\nreturn\nexpect Lobby.\nreturn\nreturn\nreturn\nexpect owned by you\nescape\nhome\nreturn\nexpect Lobby.\nescape\nend\nreturn\nend\nreturn\n' > "$tmp/online.keys"
"$EXE" --script "$tmp/online.keys" --speech print --sound none --config-dir "$cfg" > "$tmp/online.txt" \
    || { kill "$server_pid"; fail "the built game could not play online: $(cat "$tmp/online.txt")"; }
kill "$server_pid"; wait "$server_pid" || true
grep -q "owned by you" "$tmp/online.txt" || fail "the built game did not create a table online"
echo "build_check: the built server and the built game play online (port $port)"

# --- a missing sounds folder is told once, and the game goes on ----------------------------
mv "$DIST/sounds" "$DIST/sounds.off"
smoke > "$tmp/nosounds.txt" || fail "without sounds the program failed"
mv "$DIST/sounds.off" "$DIST/sounds"
[ "$(grep -c "sounds were not found" "$tmp/nosounds.txt")" = 1 ] || fail "a missing sounds folder was not told once"
grep -qx "Goodbye." "$tmp/nosounds.txt" || fail "without sounds the script did not finish"

echo "build_check: OK"
