"""What the internet may send: every bad frame is refused with a reason, repeated abuse
closes only the offender, and the server keeps serving everyone else."""

from __future__ import annotations

import asyncio

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.net import protocol as p
from game.net.limits import Limits
from game.net.server import running

from .helpers import Client
from .test_server import run


async def still_serving(server) -> None:
    """A newcomer is still welcomed: the server was not hurt."""
    probe = await Client.open(server.port, f"Probe{id(server) % 1000}")
    await probe.wait_for(p.Welcome)
    await probe.close()


def test_bad_frames_get_an_error_and_repeated_ones_close_the_connection(tmp_path):
    async def go():
        async with running(tmp_path, Limits(bad_frames=5)) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            bad = ["not json", "{}", '{"type":"nope"}', '{"type":"say","text":5}',
                   '{"type":"act","action":{"type":"play","card":"ace_of_spades"}}']
            for number, frame in enumerate(bad[:4], start=1):
                await zoe.send_raw(frame)
                failed = await zoe.wait_for(p.Failed, after=0,
                                            when=lambda f, n=number: len(zoe.of(p.Failed)) >= n)
                assert failed.code == "bad_frame"
            await zoe.send(p.Say("hello"))  # a good frame in between resets the count
            await zoe.wait_for(p.Chat)
            for frame in bad:
                await zoe.send_raw(frame)
            await asyncio.wait_for(zoe.ws.wait_closed(), 5)
            assert zoe.ws.close_code == 1008
            await still_serving(server)
    run(go())


def test_binary_and_oversized_frames(tmp_path):
    async def go():
        async with running(tmp_path) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            await zoe.send_raw(b'{"type":"list_tables"}')  # a binary frame
            assert (await zoe.wait_for(p.Failed)).code == "bad_frame"
            await zoe.send_raw("x" * (8 * 1024 + 1))
            await asyncio.wait_for(zoe.ws.wait_closed(), 5)
            assert zoe.ws.close_code == 1009
            await still_serving(server)
    run(go())


def test_deep_nesting_and_huge_numbers_are_refused(tmp_path):
    async def go():
        async with running(tmp_path) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            await zoe.send_raw("[" * 3000 + "]" * 3000)
            assert (await zoe.wait_for(p.Failed)).code == "bad_frame"
            await zoe.send_raw('{"type":"join_table","table":' + "9" * 400 + "}")
            assert len(zoe.of(p.Failed)) == 1 or (await zoe.wait_for(
                p.Failed, lambda f: len(zoe.of(p.Failed)) == 2)).code == "bad_frame"
            await zoe.send_raw('{"type":"set_seat","seat":-1}')
            await zoe.wait_for(p.Failed, lambda f: len(zoe.of(p.Failed)) == 3)
            assert [f.code for f in zoe.of(p.Failed)] == ["bad_frame"] * 3
            await still_serving(server)
    run(go())


def test_a_flood_is_rate_limited_then_closed(tmp_path):
    async def go():
        async with running(tmp_path, Limits(actions_per_second=5, bad_frames=5)) as server:
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            try:
                for _ in range(60):
                    await zoe.send(p.ListTables())
            except ConnectionClosed:
                pass  # closed mid-flood, as it should be
            await asyncio.wait_for(zoe.ws.wait_closed(), 5)
            assert zoe.ws.close_code == 1008
            assert any(f.code == "rate_limited" for f in zoe.of(p.Failed))
            await still_serving(server)
    run(go())


def test_chat_has_its_own_rate_and_length(tmp_path):
    async def go():
        async with running(tmp_path, Limits(chat_per_second=1)) as server:
            zoe = await Client.open(server.port, "Zoe")
            yann = await Client.open(server.port, "Yann")
            await zoe.wait_for(p.Arrived)
            for number in range(8):
                await zoe.send(p.Say(f"line {number}"))
            await zoe.wait_for(p.Failed, lambda f: f.code == "rate_limited")
            await asyncio.sleep(0.2)
            heard = [c.text for c in yann.of(p.Chat)]
            assert heard == [f"line {n}" for n in range(5)]  # the burst, no more
            await zoe.send_raw('{"type":"say","text":"' + "a" * 301 + '"}')
            await zoe.wait_for(p.Failed, lambda f: f.code == "bad_frame")
            await asyncio.sleep(1.1)
            await zoe.send(p.Say("tab\there\x1b[31m red\u202e and\nnewline"))
            line = await yann.wait_for(p.Chat, lambda c: c.text.startswith("tab"))
            assert line.text == "tab here [31m red and newline"  # control characters gone
    run(go())


def test_names_are_checked(tmp_path):
    async def go():
        async with running(tmp_path) as server:
            for name, code in (("  ", "name_invalid"), ("bot-name-1", "name_invalid"),
                               ("\x07\x08", "name_invalid")):
                client = await Client.open(server.port, name)
                assert (await client.wait_for(p.Failed)).code == code
            zoe = await Client.open(server.port, "Zoe\u200b\n")
            assert (await zoe.wait_for(p.Welcome)).name == "Zoe"
    run(go())


def test_a_client_that_does_not_read_is_disconnected(tmp_path):
    async def go():
        limits = Limits(outbound_queue=8, chat_per_second=1000, actions_per_second=1000)
        async with running(tmp_path, limits) as server:
            sleepy = await Client.open(server.port, "Sleepy")
            await sleepy.wait_for(p.Lobby)
            stuck = asyncio.Event()

            async def never_delivered(*args, **kwargs):  # its socket accepts nothing more
                await stuck.wait()

            server.people["Sleepy"].ws.send = never_delivered
            zoe = await Client.open(server.port, "Zoe")
            await zoe.wait_for(p.Lobby)
            for number in range(40):  # lobby chat goes to Sleepy too
                await zoe.send(p.Say(f"line {number}"))
                await asyncio.sleep(0.002)
            await asyncio.wait_for(sleepy.ws.wait_closed(), 5)
            assert "Sleepy" not in server.people
            assert len(zoe.of(p.Chat)) == 40  # Zoe was served all along
            await still_serving(server)
            stuck.set()
    run(go())


def test_connections_from_one_address_are_capped_and_others_still_served(tmp_path):
    async def go():
        async with running(tmp_path, Limits(connections_per_ip=20)) as server:
            opened, refused = [], 0
            for _ in range(1000):
                try:
                    opened.append(await connect(f"ws://127.0.0.1:{server.port}",
                                                compression=None, proxy=None))
                except InvalidStatus as error:
                    assert error.response.status_code == 429
                    refused += 1
                if refused >= 980:
                    break
            assert len(opened) == 20 and refused == 980
            for ws in opened[:5]:
                await ws.close()
            await asyncio.sleep(0.1)
            await still_serving(server)
            for ws in opened[5:]:
                await ws.close()
    run(go())


def test_a_silent_connection_is_closed_after_the_hello_time(tmp_path):
    async def go():
        async with running(tmp_path, Limits(hello_timeout=0.3)) as server:
            ws = await connect(f"ws://127.0.0.1:{server.port}", compression=None, proxy=None)
            await asyncio.wait_for(ws.wait_closed(), 5)
            assert ws.close_code == 1008
    run(go())
