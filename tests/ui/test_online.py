"""Online play through the real game: the menus, the lobby, a table and its owner, chat, team
picking, a spectator, a private table, losing the connection and coming back, over a real
server on 127.0.0.1 (port 0) and real websocket connections."""

from __future__ import annotations

from pathlib import Path

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
    import os
    if os.environ.get("DUMP"):
        Path(os.environ["DUMP"]).write_text("\n".join(said(app)))
