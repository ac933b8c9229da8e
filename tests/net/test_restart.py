"""A server killed mid-match (kill -9) comes back with every table at its last accepted
action, and its people reconnect into their seats with their reconnect tokens."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from game.net import protocol as p

from .helpers import Client, latest_view
from .test_server import run

ROOT = Path(__file__).resolve().parents[2]


def start_server(data: Path) -> tuple[subprocess.Popen, int]:
    process = subprocess.Popen(
        [sys.executable, "-m", "game.server", "--port", "0", "--data-dir", str(data),
         "--bot-processes", "0", "--actions-per-second", "1000"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    found = re.search(r":(\d+)$", line.strip())
    assert found, f"no port in {line!r}"
    return process, int(found.group(1))


def test_a_killed_server_restores_every_table_and_seat(tmp_path):
    async def go():
        server, port = start_server(tmp_path)
        try:
            zoe = await Client.open(port, "Zoe")
            await zoe.wait_for(p.Lobby)
            await zoe.send(p.CreateTable("Zoe's table"))
            state = await zoe.wait_for(p.TableState)
            await zoe.send(p.SetOptions(p.OptionsWire(players=3),
                                        p.TimingWire(pace=0.2, settle=1.0)))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 3)
            yann = await Client.open(port, "Yann")
            await yann.wait_for(p.Lobby)
            await yann.send(p.JoinTable(state.id, 1))
            await yann.wait_for(p.TableState)
            await zoe.send(p.SetSeat(2, "easy"))
            await zoe.wait_for(p.TableState, lambda f: len(f.seats) == 3
                               and f.seats[2].level == "easy")
            await zoe.send(p.Start())
            await zoe.wait_for(p.MatchStart)
            tokens = {c.name: c.of(p.Welcome)[0].token for c in (zoe, yann)}
            # The people play a few turns; each accepted action is answered with an outcome
            accepted = 0
            for _ in range(40):
                for client in (zoe, yann):
                    view = latest_view(client)
                    legal = [a for a in view.legal_actions
                             if not isinstance(a, p.CloseTrickWindow)]
                    if legal:
                        seen = len(client.frames)
                        await client.send(p.Act(legal[-1]))
                        outcome = await client.wait_for(p.Outcome, after=seen)
                        accepted += outcome.accepted
                        await asyncio.sleep(0.05)
                await asyncio.sleep(0.3)
                if accepted >= 10:
                    break
            assert accepted >= 6
            # Kill it while a person is to act and nothing moves (the computer player has
            # played), so the clients' last views are the server's last state
            for _ in range(50):
                heard = len(zoe.frames) + len(yann.frames)
                await asyncio.sleep(0.5)
                quiet = len(zoe.frames) + len(yann.frames) == heard
                if quiet and latest_view(zoe).current_seat in (0, 1):
                    break
            last = {c.name: latest_view(c) for c in (zoe, yann)}
            os.kill(server.pid, signal.SIGKILL)
            server.wait(10)
            await asyncio.sleep(0.1)
            server, port = start_server(tmp_path)
            for name in ("Zoe", "Yann"):
                back = await Client.open(port, name, token=tokens[name])
                assert (await back.wait_for(p.Welcome)).name == name
                start = await back.wait_for(p.MatchStart)
                seat = 0 if name == "Zoe" else 1
                assert start.seat == seat
                before = last[name]
                # the table is at its last accepted action: the same hand, miles and pile
                assert start.view.hand == before.hand
                assert start.view.pile_size == before.pile_size
                assert [c.miles for c in start.view.cars] == [c.miles for c in before.cars]
                await back.close()
        finally:
            server.kill()
            server.wait(10)
    run(go())
