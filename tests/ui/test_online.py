"""Online play through the real game: the menus, the lobby, a table and its owner, chat, team
picking, a spectator, a private table, losing the connection and coming back, over a real
server on 127.0.0.1 (port 0) and real websocket connections."""

from __future__ import annotations

import msgspec
import pytest

from game.net import protocol as p
from game.ui.home import HomeScreen
from game.ui.online.hosting import HostedServer

from .online_helpers import FAST, SPEED, Peer, keys, pump, pump_until_said, said


@pytest.fixture
def server(tmp_path):
    hosted = HostedServer(tmp_path / "server", 0, host="127.0.0.1", limits=FAST, speed=SPEED)
    hosted.start()
    assert hosted.wait_started(10) and hosted.ready, hosted.error
    yield hosted
    hosted.stop()


@pytest.fixture
def peers():
    made: list[Peer] = []
    yield made
    for peer in made:
        peer.close()


def online_app(make_app, server, name="Zoe"):
    """The game at the home screen, its server address and name set."""
    app = make_app(server_address=f"127.0.0.1:{server.port}", player_name=name)
    app.push(HomeScreen(app))
    keys(app)
    return app


def connect(app) -> None:
    """Home: Play online, Connect; waits for the lobby."""
    from game.ui.online.lobby import LobbyScreen

    keys(app, "down", "down", "return")  # Play, Set up a table, Play online
    assert said(app)[-2] == "Play online."
    keys(app, "down", "down", "return")  # Server, Your name, Connect
    pump(app, lambda: isinstance(app.top, LobbyScreen), what="the lobby")


def test_connect_create_a_table_and_a_friend_sits_and_chats(make_app, server, peers):
    app = online_app(make_app, server)
    connect(app)
    assert said(app)[-2].startswith("Lobby. No tables yet, one person here.")
    yann = Peer(server.port, "Yann")
    peers.append(yann)
    pump_until_said(app, "Yann arrived.")
    keys(app, "return")  # Create a table
    keys(app, "return")  # the name offered: Zoe's table
    keys(app, "return")  # no code: open to all
    pump_until_said(app, "Zoe's table, owned by you: waiting for players.")
    lobby = yann.wait_for(p.Lobby, lambda f: len(f.tables) == 1)
    yann.send(p.JoinTable(lobby.tables[0].id))
    pump_until_said(app, "Yann sits in seat 2.")
    yann.send(p.Say("hello Zoe"))
    pump_until_said(app, "Yann: hello Zoe")
    assert "chat" in app.sounds.played



def test_two_people_and_two_computer_players_play_a_whole_match(make_app, server, peers):
    """Zoe (the game, by keys) owns a table of four: she sets the rules, puts two computer
    players in, starts; Yann (another client) plays his seat; the match is played to its
    end and each side heard it."""
    from game.ui.online.play import OnlinePlayScreen

    from .online_helpers import go_to, play_match

    app = online_app(make_app, server)
    connect(app)
    keys(app, "return", "return", "return")  # Create a table: its name, no code
    pump_until_said(app, "owned by you")
    yann = Peer(server.port, "Yann")
    peers.append(yann)
    lobby = yann.wait_for(p.Lobby, lambda f: len(f.tables) == 1)
    yann.send(p.JoinTable(lobby.tables[0].id))
    pump_until_said(app, "Yann sits in seat 2.")
    go_to(app, "Rules:")
    keys(app, "return")  # the owner's rules and timing
    assert said(app)[-2].startswith("Table rules and timing.")
    keys(app, "down", "right", "right")  # 4 players
    assert said(app)[-1] == "4 players"
    go_to(app, "Score limit")
    keys(app, "left", "left", "left", "left")
    assert said(app)[-1] == "1,000 points"
    keys(app, "escape")  # sent to the table
    pump_until_said(app, "New rules: Rules: 1000 Miles; Players: 4 players")
    for seat in (3, 4):
        go_to(app, f"Seat {seat}: empty")
        keys(app, "return", "down", "return")  # a normal computer player
        pump_until_said(app, f"Seat {seat}: computer player, normal.")
    go_to(app, "Start the match")
    keys(app, "return")
    pump(app, lambda: isinstance(app.top, OnlinePlayScreen), what="the match")
    screen = app.top
    yann.play_randomly()
    play_match(app, screen, owner=True)
    pump_until_said(app, "Press Enter to return to the menu.")
    lines = said(app)
    assert any(line.startswith("Round 1.") for line in lines)
    assert any(line.endswith(("wins the match.", "win the match!")) for line in lines)
    assert any("Yann" in line for line in lines if not line.startswith("Seat"))
    over = [e for u in yann.of(p.Update) for e in u.events if type(e).__name__ == "MatchOver"]
    assert len(over) == 1
    keys(app, "return")  # back to the table, its match over
    pump_until_said(app, "Zoe's table, owned by you: match over.")
    # Enter pressed before the table's last state came (a busy server): it says so on arrival
    session = app.top.session
    ended = session.table
    session.table = msgspec.structs.replace(ended, state="playing")
    start = len(said(app))
    session.handle(ended)
    assert said(app)[start:] == [app.top.title_text()]
    assert said(app)[-1].startswith("Zoe's table, owned by you: match over.")


def owner_table(app, server, peers, players=4, teams=0, computers=(3, 4), pick_time=None):
    """Zoe (the game) creates a table and sets it up by keys; Yann (a client) sits in seat
    2; the other seats get normal computer players. Returns Yann."""
    from .online_helpers import go_to

    connect(app)
    keys(app, "return", "return", "return")
    pump_until_said(app, "owned by you")
    yann = Peer(server.port, "Yann")
    peers.append(yann)
    lobby = yann.wait_for(p.Lobby, lambda f: len(f.tables) == 1)
    yann.send(p.JoinTable(lobby.tables[0].id))
    pump_until_said(app, "Yann sits in seat 2.")
    go_to(app, "Rules:")
    keys(app, "return", "down", *["right"] * (players - 2))
    if teams:
        keys(app, "down", "return")  # play in teams
    go_to(app, "Score limit")
    keys(app, "left", "left", "left", "left")
    if pick_time is not None:
        go_to(app, "Time for each pick")
        keys(app, "pagedown", *["left"] * ((30 - pick_time) // 5 - 6))
        assert said(app)[-1] == f"{pick_time} seconds"
    keys(app, "escape")
    pump_until_said(app, "New rules:")
    for seat in computers:
        go_to(app, f"Seat {seat}: empty")
        keys(app, "return", "down", "return")
        pump_until_said(app, f"Seat {seat}: computer player, normal.")
    return yann


def test_team_picking_by_name_between_two_people(make_app, server, peers):
    from game.ui.online.picking import PickingScreen
    from game.ui.online.play import OnlinePlayScreen

    from .online_helpers import go_to

    app = online_app(make_app, server)
    yann = owner_table(app, server, peers, teams=2)
    go_to(app, "Start the match")
    keys(app, "return")
    pump(app, lambda: isinstance(app.top, PickingScreen), what="team picking")
    assert "Your pick: choose a team-mate" in said(app)[-2]
    picking = yann.wait_for(p.Picking)
    assert set(picking.names[1:]) == {"Yann", "bot-name-3", "bot-name-4"}
    offered = [item.describe(app.translator.tr) for item in app.top.items]
    assert sorted(offered) == ["Ana", "Boris", "Yann"] or "Yann" in offered
    go_to(app, "Yann")
    keys(app, "return")
    pump_until_said(app, "You take Yann.")
    pump(app, lambda: isinstance(app.top, OnlinePlayScreen), what="the match")
    start = yann.wait_for(p.MatchStart)
    seats = start.names
    assert start.view.seat_car[seats.index("Zoe")] == start.view.seat_car[seats.index("Yann")]
    keys(app, "f3")
    assert said(app)[-1].startswith("Your team")  # the cars by team, you with Yann


def test_a_pick_made_at_random_when_time_runs_out_is_heard(make_app, server, peers):
    from game.ui.online.picking import PickingScreen

    from .online_helpers import go_to

    app = online_app(make_app, server)
    owner_table(app, server, peers, teams=2, pick_time=5)
    go_to(app, "Start the match")
    keys(app, "return")
    pump(app, lambda: isinstance(app.top, PickingScreen), what="team picking")
    line = pump_until_said(app, "Time is up: you get")  # 5 s of the table's clock
    assert line.endswith(", at random.")


def test_a_spectator_hears_the_plays_and_never_a_hand(make_app, server, peers):
    from game.ui.online.play import OnlinePlayScreen

    yann = Peer(server.port, "Yann")
    peers.append(yann)
    yann.wait_for(p.Lobby)
    yann.send(p.CreateTable("Yann's table"))
    yann.wait_for(p.TableState)
    yann.send(p.SetOptions(p.OptionsWire(players=2, score_limit=1000)))
    yann.send(p.SetSeat(1, "easy"))
    yann.wait_for(p.TableState, lambda f: f.seats[1].level == "easy")
    app = online_app(make_app, server)
    connect(app)
    pump_until_said(app, "Yann's table, owner Yann")
    keys(app, "return", "down", "return")  # the table: Watch this table
    pump_until_said(app, "Yann's table, owned by Yann: waiting for players. You are watching.")
    yann.wait_for(p.TableState, lambda f: "Zoe" in f.spectators)
    yann.send(p.Start())
    yann.play_randomly()
    pump(app, lambda: isinstance(app.top, OnlinePlayScreen), what="the match")
    start = said(app).index(pump_until_said(app, "Round 1. Yann plays first."))
    pump(app, lambda: any(line.startswith(("Yann ", "Boris ")) for line in said(app)[start:]),
         what="a play")
    keys(app, "h")
    assert said(app)[-1] == "You are watching: you have no hand."
    keys(app, "space")
    assert said(app)[-1] == "You are watching: you cannot play."
    keys(app, "f2")
    assert said(app)[-1].startswith("You are watching. Round 1")
    keys(app, "f3")
    assert said(app)[-1].startswith("Yann: ")
    assert not any(line.startswith(("You draw", "Your turn")) for line in said(app))


def test_a_private_table_asks_for_its_code(make_app, server, peers):
    yann = Peer(server.port, "Yann")
    peers.append(yann)
    yann.wait_for(p.Lobby)
    yann.send(p.CreateTable("Secret", "olive"))
    yann.wait_for(p.TableState)
    app = online_app(make_app, server)
    connect(app)
    line = pump_until_said(app, "Secret, owner Yann")
    assert line.endswith(", private, 1 of 5")
    keys(app, "return", "return")  # Sit at this table: its code
    assert said(app)[-1] == "This table is private: its code: empty"
    app.type_text("pear")
    keys(app, "return")
    pump_until_said(app, "Wrong code for this private table.")
    keys(app, "return", "return")
    app.type_text("olive")
    keys(app, "return")
    pump_until_said(app, "Secret, owned by Yann: waiting for players. You are in seat 2.")


def test_a_kicked_person_hears_it_and_is_back_in_the_lobby(make_app, server, peers):
    from game.ui.online.lobby import LobbyScreen

    yann = Peer(server.port, "Yann")
    peers.append(yann)
    yann.wait_for(p.Lobby)
    yann.send(p.CreateTable("Yann's table"))
    yann.wait_for(p.TableState)
    app = online_app(make_app, server)
    connect(app)
    pump_until_said(app, "Yann's table, owner Yann")
    keys(app, "return", "return")
    pump_until_said(app, "You are in seat 2.")
    yann.send(p.Kick("Zoe"))
    pump_until_said(app, "The owner removed you from the table.")
    pump(app, lambda: isinstance(app.top, LobbyScreen), what="the lobby")
    pump_until_said(app, "Lobby.")


def drop_after(app, seconds: int) -> None:
    """The owner sets how long a dropped seat waits for its person (from 60 s, by keys)."""
    from .online_helpers import go_to

    go_to(app, "Timing:")
    keys(app, "return")
    go_to(app, "A computer player takes")
    keys(app, *["left"] * ((60 - seconds) // 5))
    assert said(app)[-1] == f"{seconds} seconds"
    keys(app, "escape")
    pump_until_said(app, "New timing:")


def started_match(app, server, peers, drop=None):
    """A table of three (Zoe by keys, Yann, a computer player) playing; returns Yann and
    Zoe's play screen."""
    from game.ui.online.play import OnlinePlayScreen

    from .online_helpers import go_to

    yann = owner_table(app, server, peers, players=3, computers=(3,))
    if drop is not None:
        drop_after(app, drop)
    go_to(app, "Start the match")
    keys(app, "return")
    pump(app, lambda: isinstance(app.top, OnlinePlayScreen), what="the match")
    yann.play_randomly()
    return yann, app.top


def server_seat_view(server, name: str):
    def look():
        room = next(r for r in server.server.rooms.values() if r.seat_of(name) is not None)
        return room.host.view(room.seat_of(name))

    return server.call(look)


def test_a_lost_connection_is_said_and_the_seat_comes_back_with_its_hand(make_app, server,
                                                                           peers):
    """Mid-round the connection drops: said at once; a computer player plays the seat a
    while; the client reconnects by itself into the same seat, with the same hand, hears a
    summary of what it missed, and its F-keys are right at once."""
    from .online_helpers import play_match

    app = online_app(make_app, server)
    yann, screen = started_match(app, server, peers, drop=5)
    play_match(app, screen, owner=True, until=lambda: len(said(app)) > 80)
    mark = len(said(app))
    server.call(lambda: server.server.people["Zoe"].ws.transport.abort())
    pump_until_said(app, "Connection lost. Reconnecting.", start=mark)
    keys(app, "space")
    assert said(app)[-1] == "Not connected: reconnecting."
    pump_until_said(app, "Connected again.", start=mark)
    pump_until_said(app, "You are back in your seat.", start=mark)
    missed = pump_until_said(app, "While you were away:", start=mark)
    assert missed.endswith(("plays.", "one play."))
    assert app.top is screen
    view = screen.view()
    truth = server_seat_view(server, "Zoe")
    assert view.hand == truth.hand  # the same hand, at once
    keys(app, "f2")
    miles = truth.cars[truth.car].miles
    assert f"You are at {miles:,} miles" in said(app)[-1]  # problems come first when any
    taken = [e for u in yann.of(p.Update) for e in u.events
             if type(e).__name__ == "SeatControlled" and e.seat == view.seat]
    assert [e.level for e in taken][:2] == ["normal", None]
    assert any("A computer player now plays for Zoe." == line for line in said(app)) is False


def test_a_restarted_game_comes_back_into_its_seat(make_app, server, peers, recorder):
    """The game closes mid-match; started again, Play online and Connect bring Zoe back into
    her seat by her reconnect token: the match resumed, the missed plays summarised."""
    from game.ui.online.play import OnlinePlayScreen

    from .online_helpers import play_match

    app = online_app(make_app, server)
    yann, screen = started_match(app, server, peers)
    play_match(app, screen, owner=True, until=lambda: len(said(app)) > 80)
    assert app.settings.get("online_tokens")  # kept per server
    app.close()
    again = online_app(make_app, server)
    mark = len(said(again))
    keys(again, "down", "down", "return", "down", "down", "return")
    pump(again, lambda: isinstance(again.top, OnlinePlayScreen), what="the match again")
    pump_until_said(again, "Match resumed.", start=mark)
    # the match plays on meanwhile (a draw may be made for her), so wait for the two to agree
    pump(again, lambda: again.top.view().hand == server_seat_view(server, "Zoe").hand,
         what="her hand as the server has it")


def test_the_server_going_away_is_said_and_its_return_brings_the_seat_back(make_app, tmp_path,
                                                                           peers):
    """The server stops mid-match (its tables saved); the game says the connection is lost,
    keeps trying, and when the server is back on the same port it is back in its seat."""
    from .online_helpers import play_match

    first = HostedServer(tmp_path / "server", 0, host="127.0.0.1", limits=FAST, speed=SPEED)
    first.start()
    assert first.wait_started(10) and first.ready
    app = online_app(make_app, first)
    try:
        yann, screen = started_match(app, first, peers)
        play_match(app, screen, owner=True, until=lambda: len(said(app)) > 80)
        mark = len(said(app))
    finally:
        first.stop()
    pump_until_said(app, "Connection lost. Reconnecting.", start=mark)
    second = HostedServer(tmp_path / "server", first.port, host="127.0.0.1", limits=FAST,
                          speed=SPEED)
    second.start()
    try:
        assert second.wait_started(10) and second.ready, second.error
        pump_until_said(app, "Connected again.", start=mark, timeout=30)
        pump_until_said(app, "You are back in your seat.", start=mark)
        assert app.top is screen
        assert screen.view().hand == server_seat_view(second, "Zoe").hand
    finally:
        app.close()
        second.stop()


SCRIPT = """\
# Play online (Play, Set up a table, Play online), then Connect (Server, Your name, Connect)
down
down
return
down
down
return
expect Lobby.
# Create a table: the name offered, no code
return
return
return
expect owned by you
expect Yann sits in seat 2.
ctrl+t
type hello Yann
return
expect Zoe: hello Yann
expect Yann: hi Zoe
ctrl+w
# Leave the table (Escape, Yes), then online play, then quit
escape
home
return
expect Lobby.
escape
end
return
end
return
"""


def test_a_script_waits_for_the_network_with_expect(tmp_path, server, peers):
    """The real program (`main.py --script ... --speech print`) online: `expect` lets real
    time pass until the server's answer is said; Yann is another client meanwhile."""
    import json
    import os
    import subprocess
    import sys

    from .conftest import ROOT

    config = tmp_path / "cfg"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({
        "language_chosen": True, "music": False, "player_name": "Zoe",
        "server_address": f"127.0.0.1:{server.port}"}), encoding="utf-8")
    script = tmp_path / "online.keys"
    script.write_text(SCRIPT, encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--lang", "en", "--config-dir", str(config)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    try:
        yann = Peer(server.port, "Yann")
        peers.append(yann)
        lobby = yann.wait_for(p.Lobby, lambda f: len(f.tables) == 1, timeout=60)
        yann.send(p.JoinTable(lobby.tables[0].id))
        yann.wait_for(p.Chat, lambda f: f.text == "hello Yann", timeout=60)
        yann.send(p.Say("hi Zoe"))
        out, err = process.communicate(timeout=90)
    finally:
        process.kill()
    assert process.returncode == 0, err
    lines = out.splitlines()
    assert any(line.startswith("Lobby. No tables yet,") for line in lines)
    for expected in ("Zoe's table, owned by you: waiting for players. You are in seat 1.",
                     "Yann sits in seat 2.", "Zoe: hello Yann", "Yann: hi Zoe",
                     "At the table: Zoe, owner; Yann. Watching: none.", "Disconnected.",
                     "Goodbye."):
        assert expected in lines, (expected, lines)


def test_every_code_the_server_sends_has_words(make_app):
    """Each refusal code in the server's source (`Refused("...")`, `Failed("...")`), each
    reason a host gives online, and each way the client names a lost connection is said in
    words of its own, never as the code."""
    import re

    from game.match.host import COMPUTER_SEAT, NO_SUCH_SEAT
    from game.net import client
    from game.ui.online.common import ERROR_IDS, error_text, lost_text

    from .conftest import ROOT

    app = make_app()
    tr = app.translator.tr
    source = "".join((ROOT / "game" / "net" / name).read_text(encoding="utf-8")
                     for name in ("server.py", "room.py"))
    codes = set(re.findall(r'(?:Refused|Failed)\("([a-z_]+)"', source))
    assert {"wrong_code", "update_required", "not_owner", "rate_limited"} <= codes
    assert codes <= set(ERROR_IDS), codes - set(ERROR_IDS)
    other = "online-error-other"
    for code in codes:
        assert error_text(tr, code) != tr(other, code=code), code
        assert app.translator.has(ERROR_IDS[code]), code
    # the options a set_options refuses, with the rules' own codes
    assert error_text(tr, "options_teams_layout") == tr("setup-error-teams_layout")
    assert "whatever" in error_text(tr, "whatever")  # a newer server's code is still said
    for reason in (COMPUTER_SEAT, NO_SUCH_SEAT, "not_owner"):
        assert app.translator.has(f"reason-{reason}"), reason
    lost = set(client.CLOSE_REASONS.values()) | set(client.HTTP_REASONS.values()) | set(
        client.FINAL_CODES) | {"closed", "unreachable", "not_a_server", "invalid_address"}
    for reason in lost:
        assert lost_text(tr, reason) != tr(other, code=reason), reason


def test_an_old_game_hears_please_update(make_app, tmp_path):
    """A server of another protocol version answers the hello with `update_required` and
    closes (4001): said clearly, and no endless retrying."""
    import json
    import threading

    from websockets.sync.server import serve

    hellos = []

    def handler(ws):
        hellos.append(json.loads(ws.recv()))
        ws.send(json.dumps({"type": "error", "code": "update_required",
                            "detail": "server protocol 2"}))
        ws.close(4001, "please update")

    with serve(handler, "127.0.0.1", 0) as fake:
        thread = threading.Thread(target=fake.serve_forever, daemon=True)
        thread.start()
        try:
            app = make_app(server_address=f"127.0.0.1:{fake.socket.getsockname()[1]}",
                           player_name="Zoe")
            app.push(HomeScreen(app))
            keys(app, "down", "down", "return", "down", "down", "return")
            line = pump_until_said(app, "Please update")
            assert line == "This server needs a newer version of the game. Please update it."
            pump(app, lambda: app.top.__class__.__name__ == "OnlineMenu", what="back")
        finally:
            fake.shutdown()
    assert hellos[0]["type"] == "hello" and hellos[0]["name"] == "Zoe"
    assert len(hellos) == 1  # retrying cannot help: it was not tried again


def test_host_a_game_starts_a_server_here_and_seats_you_as_owner(make_app, monkeypatch):
    """Host a game: the server starts inside the game (on 127.0.0.1 here), the addresses are
    said, the game joins it as the owner of a new table; closing the game stops the server
    after saving the table."""
    import socket

    from game.ui.online import hosting

    monkeypatch.setattr(hosting, "EVERY_ADDRESS", "127.0.0.1")
    with socket.socket() as probe:  # a free port, as port 0 would give
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = make_app(host_port=port, player_name="Zoe")
    app.push(HomeScreen(app))
    keys(app, "down", "down", "return")  # Play online
    keys(app, "down", "down", "down", "return")  # Host a game on this computer
    pump_until_said(app, "Your server is running.")
    assert any(line == f"To play over the internet, open port {port} in your router, or use "
               "a public server." for line in said(app))
    pump_until_said(app, "Zoe's table, owned by you: waiting for players.")
    server = hosting.hosted(app)
    assert server is not None and server.port == port
    folder = app.settings.path.parent / "server" / "tables"
    assert list(folder.glob("*.room.json"))
    yann = Peer(port, "Yann")
    try:
        lobby = yann.wait_for(p.Lobby, lambda f: len(f.tables) == 1)
        assert lobby.tables[0].owner == "Zoe"
    finally:
        yann.close()
    app.close()  # the game closes: so does its server
    assert hosting.hosted(app) is None and not server.running


def test_keys_are_answered_while_connecting_and_escape_gives_up(make_app):
    """Nothing listens at the address: said, retried by itself; Enter says how it goes, any
    key is answered, Escape gives up and the menu is back."""
    import socket

    from game.ui.online.connect import ConnectingScreen, OnlineMenu

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = make_app(server_address=f"127.0.0.1:{port}", player_name="Zoe")
    app.push(HomeScreen(app))
    keys(app, "down", "down", "return", "down", "down", "return")
    assert isinstance(app.top, ConnectingScreen)
    line = pump_until_said(app, "Trying again in one second.")
    assert line == "The server cannot be reached. Trying again in one second. Escape gives up."
    keys(app, "return")
    assert said(app)[-2:] == [f"Connecting to 127.0.0.1:{port}. Escape gives up.",
                              "The server cannot be reached."]
    keys(app, "x")
    assert said(app)[-1] == "Nothing on that key. F1 for keys."
    keys(app, "escape")
    assert said(app)[-2] == "Not connected."
    assert isinstance(app.top, OnlineMenu)


def test_arrivals_can_be_silenced(make_app, server, peers):
    app = online_app(make_app, server)
    app.settings.set("announce_arrivals", False)
    connect(app)
    peers.append(Peer(server.port, "Yann"))
    pump(app, lambda: "Yann" in app.top.session.people, what="Yann in the lobby")
    assert not any("arrived" in line for line in said(app))
    keys(app, "ctrl+w")
    assert said(app)[-1] == "2 people connected: Yann and Zoe."


def test_a_friend_who_drops_is_heard_and_a_computer_player_takes_the_seat(make_app, server,
                                                                           peers):
    app = online_app(make_app, server)
    yann, screen = started_match(app, server, peers, drop=5)
    mark = len(said(app))
    yann.close()
    pump_until_said(app, "Yann lost the connection.", start=mark)
    pump_until_said(app, "A computer player now plays for Yann.", start=mark)
    table = screen.online
    pump(app, lambda: table.table.seats[1].level is not None, what="the table's news")
    keys(app, "ctrl+w")
    assert said(app)[-1] == ("At the table: Zoe, owner; Yann, a computer player plays for "
                             "them. One computer player. Watching: none.")


def test_the_built_program_runs_the_server_without_pygame(tmp_path):
    """`main.py --server` is `python -m game.server`: it listens, and pygame is never
    imported on that path."""
    import subprocess
    import sys

    from .conftest import ROOT

    code = ("import sys, main\n"
            "try:\n    main.main(['--server', '--help'])\n"
            "except SystemExit as end:\n    print('exit', end.code)\n"
            "print('pygame' in sys.modules)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, cwd=ROOT)
    assert "--tls-cert" in result.stdout and result.stdout.split()[-3:] == ["exit", "0",
                                                                           "False"]
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--server", "--port", "0", "--data-dir",
         str(tmp_path / "data"), "--bot-processes", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        first = server.stdout.readline()
        assert first.startswith("1000 Miles server on ws://127.0.0.1:"), first
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert (tmp_path / "data" / "server.log").exists()


def test_heard_goes_once_when_the_attack_has_been_spoken(make_app):
    """Online, the screen sends `heard` when the speech of the attack ends; a later moment
    (the speech polled again, another attack) replaces the one pending: one frame."""
    import types

    from engine.script import advance
    from game.ui.online.play import OnlinePlayScreen

    app = make_app()
    sent: list[float] = []
    screen = types.SimpleNamespace(app=app, _heard_timer=None,
                                   session=types.SimpleNamespace(heard=sent.append))
    screen.after = lambda seconds, callback: app.after(seconds, callback)
    heard_at = OnlinePlayScreen._heard_at.__get__(screen)
    heard_at(app.clock.now() + 2.0)
    advance(app, 1.0)
    heard_at(app.clock.now() + 1.5)  # spoken later than first thought
    advance(app, 1.2)
    assert sent == []  # not yet: the new moment is still ahead
    advance(app, 1.0)
    assert sent == [pytest.approx(2.5)]
    advance(app, 5.0)
    assert len(sent) == 1
