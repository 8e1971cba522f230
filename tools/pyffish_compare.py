#!/usr/bin/env python3
"""Compares chequer's perft divide with pyffish (Fairy-Stockfish's engine) on random positions.

A debugging oracle, not a test dependency: `pip install pyffish`, build chequer
(`cargo build --release`), then

    python3 tools/pyffish_compare.py VARIANT [--positions N] [--plies P] [--depth D] [--seed S]
    python3 tools/pyffish_compare.py VARIANT --start --depth D
    python3 tools/pyffish_compare.py VARIANT --fen FEN [--fen FEN ...] --depth D
    python3 ... --record FILE    (append the counts of equal positions, depths 1 to D)

Each position is reached by random legal moves (4 to P plies) from the variant's start, as
pyffish plays them, or with `--start` is the start position alone (the counts recorded for a
start position that has no published ones), or with `--fen` the positions given; for each, pyffish's divide (its `legal_moves`, recursively) is compared
with `chequer perftree`. Prints one line per position and the moves whose counts differ.
Exits 1 if any position differs. With `--record FILE`, each position on which both agree is
appended to FILE as a perft block (the tests' format, `tests/data/pyffish-counts.perft`).

Fairy-Stockfish generates a pawn drop that mates and scores the mate as a loss for the
dropper; the shogi family's rule sets forbid the drop, as the rulebooks do. With
`--no-mating-drops LETTER` (`P` in shogi, `S` for tori shogi's swallow) the oracle leaves
such drops out of its move lists too.
"""
import argparse
import random
import subprocess
import sys

import pyffish as sf

from differential import mating_drop_filter


def pyffish_divide(variant, fen, depth, mating_drop=None):
    keep = mating_drop_filter(mating_drop) if mating_drop else None

    def legal_moves(moves):
        legal = sf.legal_moves(variant, fen, moves)
        if not keep:
            return legal
        here = sf.get_fen(variant, fen, moves)
        return [move for move in legal if keep(variant, here, move, False)]

    def count(moves, depth):
        legal = legal_moves(moves)
        if depth == 1:
            return len(legal)
        return sum(count(moves + [move], depth - 1) for move in legal)

    legal = legal_moves([])
    return {move: count([move], depth - 1) if depth > 1 else 1 for move in legal}


def chequer_divide(binary, variant, fen, depth):
    run = subprocess.run([binary, "perftree", "--variant", variant, str(depth), fen],
                         capture_output=True, text=True)
    if run.returncode:
        print(run.stderr.strip())
    divide = {}
    for line in run.stdout.split("\n\n")[0].splitlines():
        move, count = line.split()
        divide[move] = int(count)
    return divide


def random_positions(variant, count, plies, rng):
    start = sf.start_fen(variant)
    while count:
        moves = []
        for _ in range(rng.randint(4, plies)):
            legal = sf.legal_moves(variant, start, moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        if sf.legal_moves(variant, start, moves):
            count -= 1
            yield sf.get_fen(variant, start, moves)


def record(path, name, variant, fen, depth, mating_drop, deepest):
    """Appends the position's counts to depth `depth` (`deepest` is its divide there)."""
    counts = [sum(pyffish_divide(variant, fen, d, mating_drop).values()) for d in range(1, depth)]
    counts.append(sum(deepest.values()))
    with open(path, "a") as out:
        out.write(f"\n# source: pyffish {'.'.join(map(str, sf.version()))}, perft 1-{depth}\n")
        out.write(f"id {name}\nvariant {variant}\nfen {fen}\n")
        out.writelines(f"perft {d} {count}\n" for d, count in enumerate(counts, 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--plies", type=int, default=80)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chequer", default="target/release/chequer")
    parser.add_argument("--start", action="store_true", help="the start position only")
    parser.add_argument("--fen", action="append", help="a position to compare (repeatable)")
    parser.add_argument("--record", metavar="FILE",
                        help="append the counts of equal positions to FILE as perft blocks")
    parser.add_argument("--name", help="the id of recorded blocks (default: VARIANT-startpos or "
                        "VARIANT-random-N)")
    parser.add_argument("--no-mating-drops", metavar="LETTER",
                        help="leave out drops of this kind that mate (the shogi family's rule)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.start:
        args.positions = 1
        fens = [sf.start_fen(args.variant)]
    elif args.fen:
        args.positions = len(args.fen)
        fens = args.fen
    else:
        fens = random_positions(args.variant, args.positions, args.plies, rng)
    differing = 0
    for index, fen in enumerate(fens, 1):
        theirs = pyffish_divide(args.variant, fen, args.depth, args.no_mating_drops)
        ours = chequer_divide(args.chequer, args.variant, fen, args.depth)
        diff = {move: (theirs.get(move), ours.get(move)) for move in set(theirs) | set(ours)
                if theirs.get(move) != ours.get(move)}
        differing += bool(diff)
        print(f"{'DIFF' if diff else 'OK  '} {sum(theirs.values())} pyffish, "
              f"{sum(ours.values())} chequer: {fen}")
        for move, (expected, got) in sorted(diff.items())[:20]:
            print(f"    {move}: pyffish {expected}, chequer {got}")
        if args.record and not diff:
            kind = "startpos" if args.start else f"random-{index}"
            record(args.record, args.name or f"{args.variant}-{kind}", args.variant, fen,
                   args.depth, args.no_mating_drops, theirs)
    print(f"{args.positions - differing} of {args.positions} positions equal at depth {args.depth}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
