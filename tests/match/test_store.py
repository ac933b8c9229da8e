"""The saved match on disk: durable writes, damaged files moved aside, the first format."""

from __future__ import annotations

import json
import os

import pytest

from game.match import ManualScheduler, MatchConfig, MatchFile, MatchHost, SeatConfig
from game.match.store import saved_from_dict, write_durably
from game.rules import Draw, SaveError, make_options
from game.rules.save import table_to_dict


def host(tmp_path, seed: int = 4) -> tuple[MatchHost, MatchFile]:
    config = MatchConfig(make_options("1000_miles", players=2),
                         (SeatConfig("Zoe"), SeatConfig("Ana", "normal")), seed=seed)
    store = MatchFile(tmp_path / "match.json")
    return MatchHost(config, ManualScheduler(), store=store), store


def test_every_action_is_saved_and_loads_back_the_same(tmp_path):
    match, store = host(tmp_path)
    match.start()
    assert store.load().table.history == []
    match.submit(0, Draw())
    saved = store.load()
    assert saved.table.history == [(0, Draw())]
    assert saved.config == match.config and saved.controllers == (None, "normal")


def test_a_write_cut_short_leaves_the_old_save_whole(tmp_path, monkeypatch):
    match, store = host(tmp_path)
    match.start()
    before = store.path.read_bytes()

    def killed(*args):
        raise OSError("the power went out")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(OSError):
        match.submit(0, Draw())
    assert store.path.read_bytes() == before
    assert not list(tmp_path.glob(".match-*.tmp"))


@pytest.mark.skipif(os.name != "posix", reason="folders are synced on POSIX only")
def test_the_file_and_its_folder_are_synced(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd")
                      else None)
        return real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    write_durably(tmp_path / "x.json", b"{}")
    assert len(synced) == 2
    if synced[0] is not None:
        assert synced == [False, True]  # the file, then its folder


def test_the_first_save_format_still_loads():
    from game.rules import Table

    options = make_options("1000_miles", players=2)
    table = Table.new(options, seed=6)
    table.apply(0, Draw())
    first = {"config": {"options": options.to_dict(),
                        "seats": [{"name": "Zoe", "level": None}, {"name": "Ana", "level": "easy"}],
                        "seed": 6},
             "table": table_to_dict(table)}
    saved = saved_from_dict(json.loads(json.dumps(first)))
    assert saved.controllers == (None, "easy") and saved.owner == 0
    assert saved.table.history == [(0, Draw())]


@pytest.mark.parametrize("change", [
    lambda d: d.update(controllers=["hard"]),
    lambda d: d.update(controllers=[None, "genius"]),
    lambda d: d.update(owner=7),
    lambda d: d.update(owner=True),
    lambda d: d.update(version=99),
    lambda d: d.update(format="other"),
    lambda d: d["config"].update(seats=[{"name": "Zoe", "level": None}]),
    lambda d: d["config"]["options"].update(players=3),
])
def test_a_damaged_snapshot_is_refused(tmp_path, change):
    match, store = host(tmp_path)
    match.start()
    data = json.loads(store.path.read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(SaveError):
        saved_from_dict(data)
