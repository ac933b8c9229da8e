"""The server over real loopback sockets: hello, tables, a whole match with people and
computer players, what each connection may hear."""

from __future__ import annotations

import asyncio
import random

from game.net import protocol as p
from game.net.limits import Limits
from game.net.server import running

from .helpers import Client, play_when_asked

SPEED = 40.0  # the server's clock runs 40 times faster: a 5 s settle delay lasts 0.125 s
FAST = Limits(actions_per_second=1000.0)  # scripted clients act at once, far faster than people


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def table_of_two(server, teams: int = 0, players: int = 4, preset="1000_miles",
                       score_limit: int = 1000):
    """Zoe creates a table, Yann joins it; the other seats are computer players."""
    zoe = await Client.open(server.port, "Zoe")
    await zoe.wait_for(p.Lobby)
    await zoe.send(p.CreateTable("Zoe's table"))
    state = await zoe.wait_for(p.TableState)
    await zoe.send(p.SetOptions(p.OptionsWire(preset=preset, players=players, teams=teams,
                                              score_limit=score_limit),
                                p.TimingWire(pace=0.2, settle=1.0)))
    await zoe.wait_for(p.TableState, lambda f: len(f.seats) == players)
    yann = await Client.open(server.port, "Yann")
    await yann.wait_for(p.Lobby, lambda f: any(t.id == state.id for t in f.tables))
    await yann.send(p.JoinTable(state.id, 1))
    await yann.wait_for(p.TableState)
    for seat in range(2, players):
        await zoe.send(p.SetSeat(seat, "normal"))
        await zoe.wait_for(p.TableState, lambda f, s=seat: len(f.seats) > s and f.seats[s].level == "normal")
    return zoe, yann, state.id


def test_hello_welcome_and_the_lobby(tmp_path):
    async def go():
        async with running(tmp_path, speed=SPEED) as server:
            zoe = await Client.open(server.port, "Zoe")
            welcome = await zoe.wait_for(p.Welcome)
            assert welcome.name == "Zoe" and welcome.token
            lobby = await zoe.wait_for(p.Lobby)
            assert lobby.people == ("Zoe",) and lobby.tables == ()
            other = await Client.open(server.port, "zoe")
            failed = await other.wait_for(p.Failed)
            assert failed.code == "name_taken"
            old = await Client.open(server.port, "Old", version=0)
            assert (await old.wait_for(p.Failed)).code == "update_required"
            await asyncio.sleep(0.1)
            assert old.ws.close_code == 4001
            arrived = await Client.open(server.port, "Yann")
            assert (await zoe.wait_for(p.Arrived)).name == "Yann"
            await arrived.close()
            assert (await zoe.wait_for(p.Departed)).name == "Yann"
    run(go())


def test_two_people_and_two_computer_players_play_a_whole_match(tmp_path):
    async def go():
        async with running(tmp_path, FAST, speed=SPEED) as server:
            zoe, yann, table = await table_of_two(server)
            await zoe.send(p.Start())
            start = await zoe.wait_for(p.MatchStart)
            assert start.seat == 0 and start.names[:2] == ("Zoe", "Yann")
            assert start.names[2].startswith("bot-name-")
            done = asyncio.Event()
            players = [asyncio.create_task(play_when_asked(c, done, random.Random(i)))
                       for i, c in enumerate((zoe, yann))]
            await zoe.wait_for(p.TableState, lambda f: f.state == "over", timeout=100)
            done.set()
            await asyncio.gather(*players)
            for client in (zoe, yann):
                over = [e for u in client.of(p.Update) for e in u.events
                        if type(e).__name__ == "MatchOver"]
                assert len(over) == 1
    run(go())
