#!/usr/bin/env python3
"""Compares chequer's shogi perft divide with cshogi, an independent shogi library.

A debugging oracle, not a test dependency: `pip install cshogi`, build chequer
(`cargo build --release`), then

    python3 tools/cshogi_compare.py [--positions N] [--plies P] [--depth D] [--seed S]
    python3 tools/cshogi_compare.py --fen FEN --depth D

Each position is reached by random legal moves (up to P plies) from the start, as cshogi
plays them, or is the one FEN given (Fairy-Stockfish's dialect: `[..]` pocket, `w` for sente);
for each, cshogi's divide is compared with `chequer perftree --variant shogi`. Prints one line
per position, and the moves whose counts differ. Exits 1 if any position differs.

cshogi writes USI: files 9 to 1 from the left, ranks a to i from the top, `P*5e` drops and a
trailing `+` for promotions; chequer writes Fairy-Stockfish's UCI (`c3c4`, `P@e5`, `h2b8+`).
"""
import argparse
import random
import subprocess
import sys
from collections import Counter

import cshogi

HAND_ORDER = "RBGSNLPrbgsnlp"


def fen_to_sfen(fen):
    """A Fairy-Stockfish shogi FEN as SFEN: the same board, `b` for sente, counted hands."""
    fields = fen.split()
    board, _, pocket = fields[0].partition("[")
    pocket = pocket.rstrip("]").replace("-", "")
    counts = Counter(pocket)
    hand = "".join(
        (str(counts[p]) if counts[p] > 1 else "") + p for p in HAND_ORDER if counts[p]
    )
    turn = "b" if fields[1] == "w" else "w"
    return f"{board} {turn} {hand or '-'} 1"


def sfen_to_fen(sfen):
    board, turn, hand, _ = sfen.split()
    pocket, count = "", ""
    for ch in "" if hand == "-" else hand:
        if ch.isdigit():
            count += ch
        else:
            pocket += ch * int(count or 1)
            count = ""
    return f"{board}[{pocket}] {'w' if turn == 'b' else 'b'} - - 0 1"


def usi_to_uci(usi):
    def square(text):
        return chr(ord("a") + 9 - int(text[0])) + str(ord("i") - ord(text[1]) + 1)

    if usi[1] == "*":
        return usi[0] + "@" + square(usi[2:4])
    return square(usi[0:2]) + square(usi[2:4]) + ("+" if usi.endswith("+") else "")


def perft(board, depth):
    moves = list(board.legal_moves)
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    total = 0
    for move in moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


def cshogi_divide(board, depth):
    divide = {}
    for move in list(board.legal_moves):
        board.push(move)
        divide[usi_to_uci(cshogi.move_to_usi(move))] = perft(board, depth - 1)
        board.pop()
    return divide


def chequer_divide(chequer, fen, depth):
    # Lenient: the published positions include unreachable ones (three horses).
    command = [chequer, "perftree", "--variant", "shogi", "--lenient", str(depth), fen]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip()
    divide = {}
    for line in result.stdout.splitlines():
        fields = line.split()
        if len(fields) == 2:
            divide[fields[0]] = int(fields[1])
    return divide, ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fen", help="one position instead of random ones")
    parser.add_argument("--chequer", default="target/release/chequer")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    boards = []
    if args.fen:
        boards.append(cshogi.Board(fen_to_sfen(args.fen)))
    for _ in range(0 if args.fen else args.positions):
        board = cshogi.Board()
        for _ in range(rng.randrange(args.plies + 1)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        boards.append(board)

    differing = 0
    for board in boards:
        fen = args.fen or sfen_to_fen(board.sfen())
        expected = cshogi_divide(board, args.depth)
        got, error = chequer_divide(args.chequer, fen, args.depth)
        total = sum(expected.values())
        if got == expected:
            print(f"equal   {total:>12}  {fen}")
            continue
        differing += 1
        print(f"DIFFERS {total:>12}  {fen}  {error}")
        for move in sorted(set(expected) | set(got or {})):
            if (got or {}).get(move) != expected.get(move):
                print(f"    {move}: cshogi {expected.get(move)}, chequer {(got or {}).get(move)}")
    print(f"{len(boards)} positions, {differing} differing")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
