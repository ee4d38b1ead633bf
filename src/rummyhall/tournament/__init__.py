"""Tournaments between bots: duplicate deals, statistics, ratings, reports.

``rummyhall tournament GAME --bots greedy,random`` (docs/tournament.md).  The
modules that play games (:mod:`.schedule`, :mod:`.play`, :mod:`.executors`,
:mod:`.stats`, :mod:`.run`) need only the standard library, so a simulation on
the compiled build can use them; :mod:`.ratings` and :mod:`.plots` need the
``tournament`` extra (openskill, matplotlib), the Ray backend the ``ray`` extra.
"""
