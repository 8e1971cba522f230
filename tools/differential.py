#!/usr/bin/env python3
"""The differential test: chequer against Fairy-Stockfish (pyffish) at every position of seeded
random games of every rule set both know.

    pip install pyffish==0.0.90
    cargo build --release
    python3 tools/differential.py [--games N] [--plies P] [--seed S] [VARIANT ...]

For each rule set, pyffish plays the games (random legal moves, with a bias towards moves that
undo the mover's previous move, so that positions repeat) and one `chequer games` process
replays them all. At every position the two must agree on:

- the legal moves (where neither says the game is over);
- the FEN (chequer's writer against `get_fen`, after the dialect rules of `normalize_fen`);
- the SAN of the move played (`get_san` with SAN notation);
- check (`gives_check`);
- the end of the game: an end by the rules (`is_immediate_game_end`, or no legal move and
  `game_result`) with its result; an end that may be claimed (`is_optional_game_end`) where
  chequer's rule is the same claim, or where chequer's `Game` ends by a repetition rule
  (then with the same winner, where pyffish was asked with the moves that tell it);
  insufficient material (`has_insufficient_material`).

A disagreement that is a documented rule difference (`RULE_DIFFERENCES`, the table in the
README) is filtered out of the oracle's answer first; any other fails the run (exit code 1)
with the game's moves, to replay by hand.
"""
import argparse
import multiprocessing
import random
import re
import subprocess
import sys
import time

import pyffish as sf

# Rule sets whose names differ: chequer's name for Fairy-Stockfish's.
CHEQUER_NAMES = {"fischerandom": "chess960"}
# Rule sets played with Chess960 castling (king takes rook, Shredder-FEN rights).
CHESS960 = {"fischerandom", "caparandom"}


def mating_drop_filter(letters):
    """Fairy-Stockfish generates a drop of these kinds that mates; the shogi family's rulebooks
    (and chequer) forbid it. The filter leaves such drops out of the oracle's move list."""

    def keep(variant, fen, move, chess960):
        if move[0].upper() not in letters or "@" not in move:
            return True
        return not (sf.gives_check(variant, fen, [move], chess960)
                    and not sf.legal_moves(variant, fen, [move], chess960))

    return keep


# The documented rule differences: chequer's rule sets (by chequer's name), and how the
# oracle's moves are filtered to chequer's rule. The README's table says which rulebook
# chequer follows.
RULE_DIFFERENCES = {
    "shogi": mating_drop_filter("P"),
    "checkshogi": mating_drop_filter("P"),
    "minishogi": mating_drop_filter("P"),
    "gorogoro": mating_drop_filter("P"),
    "judkins": mating_drop_filter("P"),
    "euroshogi": mating_drop_filter("P"),
    "torishogi": mating_drop_filter("S"),
}


# The rule sets whose king never captures (petrified: it would turn to stone), so that a king
# next to the other gives no check; Fairy-Stockfish reports check there (its attackers include
# the king, its legality does not), so a side without moves is mated there, stalemated here.
# The filtered oracle reports no check where only the kings touch.
KING_THREATENS_NOTHING = {"petrified"}


def kings_touch(fen):
    """Whether the two kings (`K`, `k`) of an 8×8 FEN stand next to each other."""
    squares = {}
    for rank, row in enumerate(fen.split()[0].split("/")):
        file = 0
        for char in row:
            if char.isdigit():
                file += int(char)
            else:
                if char in "Kk":
                    squares[char] = (file, rank)
                file += 1
    if len(squares) < 2:
        return False
    (a, b), (c, d) = squares["K"], squares["k"]
    return max(abs(a - c), abs(b - d)) <= 1


def without_king_check(theirs):
    """The oracle's answer with the check by the touching king taken out: no check, and no
    moves a stalemate (a draw) rather than a mate."""
    theirs.check = False
    if theirs.result is not None and not theirs.legal and theirs.immediate is None:
        theirs.result = 0
    return theirs


# The rule sets where Fairy-Stockfish tells positions apart for repetition by what does not
# change the moves (an en-passant square no pawn can take on; cambodian: ignores the first-move
# rights, seirawan the gates, which do): the filtered oracle counts repetitions by position, as
# chequer does.
REPETITION_BY_POSITION = {"berolina", "pawnback", "pawnsideways", "cambodian", "karouk", "janggi",
                          "janggitraditional", "janggicasual", "janggimodern", "seirawan",
                          "shouse"}

# The rule sets whose games start elsewhere than at Fairy-Stockfish's start position, so that
# they reach what the start does not hold: fairy chess starts as orthodox chess, and its fairy
# pieces (silver, fers, archbishop, chancellor, commoner) enter only by a FEN.
STARTS = {"fairy": "r1b1kbnr/pp2sp1p/2c1f3/8/4m3/2A5/PPP2PPP/R1BQKBNR w KQkq - 0 1"}

# How many times a position must occur for Fairy-Stockfish's optional end by repetition, where
# not three.
REPETITIONS = {"janggimodern": 4}

# The rule sets with an optional end judged on the last moves besides repetition, and how many
# plies it looks back: modern janggi's piece moved back and forth (at most ten, and the one
# check before them).
LOOKS_BACK = {"janggimodern": 12}


def chequer_variants(binary):
    """The rule sets `chequer --help` lists, with their aliases: name -> chequer's name."""
    text = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    names = {}
    for line in text.split("Variants (--variant NAME):")[1].splitlines():
        match = re.match(r"\s+(\S+)\s+.*?(?:\(also (.*)\))?$", line)
        if match:
            name, aliases = match.groups()
            for alias in [name] + (aliases.split(", ") if aliases else []):
                names[alias] = name
    return names


class Ply:
    """What pyffish says of one position of a game (the start, or after a move)."""

    def __init__(self, fen, legal, check, immediate, result, optional, insufficient):
        self.fen = fen
        self.legal = legal
        self.check = check
        self.immediate = immediate
        self.result = result
        self.optional, self.optional_value = optional
        self.insufficient = insufficient
        self.move = None
        self.san = None


def optional_end(variant, start, moves, fens, occurrences, by_position, chess960):
    """Whether pyffish says a player may end the game in the last position of `fens`, after
    `moves` (`is_optional_game_end`), and with what value for the side to move if it was
    asked: asked only where it can end, the position seen before (a repetition, asked with
    the whole game), a half-move clock of 100 plies or more, a count running (the
    en-passant field holds its limit), or in the rule sets that look back over the last moves
    (`LOOKS_BACK`, asked with those moves).

    With `by_position` (the rule difference on what makes positions the same), repetition
    is counted over the positions as their FENs tell them (`repetition_key`), as often as
    `REPETITIONS` says, and pyffish is asked about the other ends only."""
    fen = fens[-1]
    fields = fen.split()
    counting = len(fields) > 3 and fields[3].isdigit()
    if variant in LOOKS_BACK:
        back = max(len(moves) - LOOKS_BACK[variant], 0)
        ended, value = sf.is_optional_game_end(variant, fens[back], moves[back:], chess960)
        if ended:
            return True, value
    if by_position:
        if occurrences >= REPETITIONS.get(variant, 3):
            return True, None
        if counting or int(fields[-2]) >= 100:
            return sf.is_optional_game_end(variant, fen, [], chess960)
        return False, None
    if occurrences > 1:
        return sf.is_optional_game_end(variant, start, moves, chess960)
    if counting or int(fields[-2]) >= 100:
        return sf.is_optional_game_end(variant, fen, [], chess960)
    return False, None


SQUARES = re.compile(r"[a-z]\d+")


def board_squares(board):
    """The pieces of a FEN's board field by square name (`e4`: `P`); promoted marks and
    pockets left out."""
    pieces = {}
    rows = board.split("[")[0].split("/")
    for rank, row in zip(range(len(rows), 0, -1), rows):
        file = 0
        for cell in re.findall(r"\d+|\+?[A-Za-z]~?", row):
            if cell.isdigit():
                file += int(cell)
            else:
                pieces[f"{chr(ord('a') + file)}{rank}"] = cell.strip("+~")
                file += 1
    return pieces


def repetition_key(fen, legal, last_move):
    """The part of a FEN that a repetition compares: all but the move counters, with only the
    en-passant squares that are empty and where a pawn's legal move lands (a capture en
    passant can be made), and whether `last_move` passed (janggi: a second pass would end
    the game)."""
    fields = fen.split()
    if last_move and "@" not in last_move and len(set(SQUARES.findall(last_move))) == 1:
        fields.insert(-2, "pass")
    if len(fields) > 3 and re.fullmatch(r"([a-z]\d+)+", fields[3]):
        board = board_squares(fields[0])
        pawn = "P" if fields[1] == "w" else "p"
        targets = {squares[1] for squares in map(SQUARES.findall, legal)
                   if len(squares) == 2 and board.get(squares[0]) == pawn}
        squares = [square for square in SQUARES.findall(fields[3])
                   if square in targets and square not in board]
        fields[3] = "".join(squares) or "-"
    return " ".join(fields[:-2])


def random_game(variant, start, plies, rng, chess960, keep, by_position):
    """A game of random legal moves from `start`, until it ends or `plies` moves, with what
    pyffish says of each position; one move in three undoes the mover's previous move where
    it can, so that positions repeat.

    Each question goes to pyffish with the position's FEN and as few moves as it needs: the
    two last moves for the ends that look back (janggi's), the whole game only where a
    position repeats (repetition), so that a game costs linear time."""
    moves = []
    # The start as pyffish writes a position (its start FENs are in the variants' own forms).
    fens = [sf.get_fen(variant, start, [], chess960)]
    seen = {}
    game = []
    while True:
        fen = fens[-1]
        ply = len(moves)
        back = max(ply - 2, 0)
        immediate, immediate_value = sf.is_immediate_game_end(
            variant, fens[back], moves[back:], chess960)
        legal = sf.legal_moves(variant, fen, [], chess960)
        if keep:
            legal = [move for move in legal if keep(variant, fen, move, chess960)]
        key = repetition_key(fen, legal, moves[-1] if moves else None)
        seen[key] = seen.get(key, 0) + 1
        game.append(Ply(
            fen, legal,
            check=bool(moves) and sf.gives_check(variant, fens[-2], moves[-1:], chess960),
            immediate=immediate_value if immediate else None,
            result=sf.game_result(variant, fen, [], chess960) if not legal else None,
            optional=optional_end(variant, start, moves, fens, seen[key], by_position,
                                  chess960),
            insufficient=lambda fen=fen: sf.has_insufficient_material(variant, fen, [],
                                                                      chess960)))
        if immediate or not legal or ply >= plies:
            return moves, game
        move = None
        if ply >= 2 and rng.random() < 0.33:
            squares = re.findall(r"[a-z]\d+", moves[-2])
            if "@" not in moves[-2] and len(squares) == 2 and squares[1] + squares[0] in legal:
                move = squares[1] + squares[0]
        move = move or rng.choice(legal)
        game[-1].move = move
        game[-1].san = sf.get_san(variant, fen, move, chess960, sf.NOTATION_SAN)
        moves.append(move)
        fens.append(sf.get_fen(variant, fen, [move], chess960))


def normalize_fen(fen, other):
    """A FEN in the dialect both write, beside the `other` program's FEN of the position:
    - the pieces in hand in one order (each program lists them in its own order of kinds);
    - chequer's passes in janggi (` pass` fields) left out: Fairy-Stockfish keeps them in
      its history, not in the FEN; so is chequer's half-move clock while a makruk count
      runs (`clock=5`), which Fairy-Stockfish keeps out of the FEN, and shatar's run of
      checks that holds a shak (`shak=w`), which it reads from its history;
    - only the en-passant squares the other writes too: Fairy-Stockfish writes the squares
      a double step passed (and where it ended) in the pawn-step variants whether or not a
      pawn can take there, chequer only where a capture en passant is legal (the legal
      moves are compared)."""
    fields = fen.split()
    other_fields = other.split()
    if len(fields) > 3 and len(other_fields) > 3 and re.fullmatch(r"([a-z]\d+)+", fields[3]):
        if other_fields[3] == "-":
            fields[3] = "-"
        elif set(SQUARES.findall(other_fields[3])) <= set(SQUARES.findall(fields[3])):
            fields[3] = other_fields[3]
    # Castling rights as files (Shredder-FEN): chequer writes X-FEN's KQkq where they name
    # the outermost rooks, Fairy-Stockfish's Chess960 mode the files.
    if (len(fields) > 2 and len(other_fields) > 2 and re.fullmatch(r"[KQkq]+", fields[2])
            and not re.fullmatch(r"[KQkq]+", other_fields[2])):
        fields[2] = shredder_rights(fields[0], fields[2])
    fen = " ".join(field for field in fields
                   if not field.startswith(("clock=", "shak=")))
    fen = re.sub(r"\[([^\]]*)\]", lambda hand: "[" + "".join(sorted(hand[1])) + "]", fen)
    return fen.replace(" pass", "")


def shredder_rights(board, rights):
    """X-FEN castling rights (`KQkq`) as the files of their rooks (`HAha`): the outermost rook
    on each side of the king."""
    ranks = board.split("[")[0].split("/")
    files = ""
    for letter in rights:
        white = letter.isupper()
        row = ""
        for cell in re.findall(r"\d+|.", ranks[-1] if white else ranks[0]):
            row += "." * int(cell) if cell.isdigit() else cell
        king = row.find("K" if white else "k")
        if king < 0:
            return rights
        rook = "R" if white else "r"
        side = range(len(row) - 1, king, -1) if letter in "Kk" else range(0, king)
        file = next((f for f in side if row[f] == rook), None)
        if file is None:
            return rights
        name = chr(ord("a") + file)
        files += name.upper() if white else name
    return files


SAN = re.compile(r"^(\+?[A-Z]?)([a-wyz]?\d*)(x?)([a-z]\d+)(.*?)[+#]?$")


def same_san(ours, theirs, fen):
    """Whether two SAN moves agree, modulo the dialects:
    - piece letters: Fairy-Stockfish names some kinds by other letters in SAN than in FEN
      (xiangqi's horse `H`, a shogi tokin `G`) and writes a `P` for the pawns that move
      unorthodoxly (`Pxe4`);
    - disambiguation is compared only where both name the piece alike and no promoted piece
      stands on the board, since Fairy-Stockfish tells apart the pieces that share its SAN
      letter (a gold from a tokin), chequer the pieces of one kind;
    - drops are compared on their squares, castling and passes whole;
    - a gating move (`Rb8/H`) that Fairy-Stockfish writes without an origin, as it writes
      them all, even where two pieces on their gates could make it, is compared without."""
    if ours == theirs:
        return True
    if "@" in ours and "@" in theirs:
        # A drop: the piece letters may differ (a kyoto lance dropped promoted, `+L@d1`, is
        # Fairy-Stockfish's `G@d1`).
        return ours.split("@")[1].rstrip("+#") == theirs.split("@")[1].rstrip("+#")
    ours_parts, theirs_parts = SAN.match(ours), SAN.match(theirs)
    if not ours_parts or not theirs_parts:
        return ours.rstrip("+#") == theirs.rstrip("+#")
    piece, origin, capture, target, rest = ours_parts.groups()
    their_piece, their_origin, their_capture, their_target, their_rest = theirs_parts.groups()
    same_piece = piece == their_piece and "+" not in fen.split()[0]
    return ((capture, target, re.sub(r"[A-Z+]", "", rest))
            == (their_capture, their_target, re.sub(r"[A-Z+]", "", their_rest))
            and (not same_piece or origin == their_origin
                 or ("/" in theirs and not their_origin)))


def side_value(result, fen):
    """A result (`1-0`, `0-1`, `1/2-1/2`) as Fairy-Stockfish scores it: positive if the side to
    move wins, negative if it loses, 0 for a draw."""
    turn = fen.split()[1]
    if result == "1/2-1/2":
        return 0
    white_wins = result == "1-0"
    return 1 if white_wins == (turn == "w") else -1


def sign(value):
    return (value > 0) - (value < 0)


class Disagreement(Exception):
    pass


def compare_position(line, theirs, chequer_name):
    """Compares chequer's line for a position with what pyffish says of it (a `Ply`)."""
    ply, fen, check, end, claim, uci, san = line.split("\t")
    if chequer_name in KING_THREATENS_NOTHING and theirs.check and not int(check) \
            and kings_touch(fen):
        theirs = without_king_check(theirs)
    ours_moves = sorted(uci.split())
    problems = []
    if normalize_fen(fen, theirs.fen) != normalize_fen(theirs.fen, fen):
        problems.append(f"FEN: pyffish {theirs.fen}, chequer {fen}")
    if bool(int(check)) != theirs.check:
        problems.append(f"check: chequer {check} at {fen}")
    # The end by the rules: Fairy-Stockfish's immediate end, or no legal move.
    theirs_end = None
    if theirs.immediate is not None:
        theirs_end = sign(theirs.immediate)
    elif theirs.result is not None:
        theirs_end = sign(theirs.result)
    ours_reason = end.split()[1] if end != "-" else None
    ours_end = None
    if ours_reason in ("checkmate", "stalemate", "variant"):
        ours_end = side_value(end.split()[0], fen)
    if theirs_end != ours_end:
        problems.append(f"end: pyffish {theirs_end}, chequer {end}")
    elif theirs_end is None:
        if sorted(theirs.legal) != ours_moves:
            extra = sorted(set(ours_moves) - set(theirs.legal))
            missing = sorted(set(theirs.legal) - set(ours_moves))
            problems.append(f"moves at {fen}: chequer only {extra}, pyffish only {missing}")
        # A game that chequer's `Game` ended by a repetition rule is one that Fairy-Stockfish
        # may end (its repetition rules are optional ends), with the same winner where known;
        # so is a position where chequer's `Game::claim` gives a result, and with that result.
        ours_optional = claim != "-" or ours_reason == "repetition"
        if ours_optional != theirs.optional:
            problems.append(f"optional end: pyffish {theirs.optional}, chequer claim {claim}")
        if (ours_reason is None and claim != "-" and theirs.optional_value is not None
                and side_value(claim, fen) != sign(theirs.optional_value)):
            problems.append(f"claim: chequer {claim}, pyffish value {theirs.optional_value}")
        if ours_reason in ("repetition", "seventy-five-moves") and not theirs.optional:
            problems.append(f"end: chequer {end}, pyffish no optional end")
        if (ours_reason == "repetition" and theirs.optional_value is not None
                and side_value(end.split()[0], fen) != sign(theirs.optional_value)):
            problems.append(f"end: chequer {end}, pyffish value {theirs.optional_value}")
        if ours_reason == "insufficient-material" and theirs.insufficient() != (True, True):
            problems.append(f"end: chequer {end}, pyffish material sufficient")
    if theirs.move is not None and theirs.move in ours_moves:
        ours_san = san.split()[uci.split().index(theirs.move)]
        if not same_san(ours_san, theirs.san, fen):
            problems.append(f"SAN of {theirs.move}: pyffish {theirs.san}, chequer {ours_san}")
    if problems:
        raise Disagreement(f"ply {ply}: " + "; ".join(problems))


def run_variant(job):
    """Plays and compares the games of one rule set: (variant, positions, disagreements)."""
    variant, chequer_name, args = job
    rng = random.Random(f"{args.seed}-{variant}")
    start = STARTS.get(variant) or sf.start_fen(variant)
    chess960 = variant in CHESS960
    keep = RULE_DIFFERENCES.get(chequer_name)
    by_position = chequer_name in REPETITION_BY_POSITION
    games = [random_game(variant, start, args.plies, rng, chess960, keep, by_position)
             for _ in range(args.games)]
    origin = f"fen {start}" if variant in STARTS else "startpos"
    text = "".join(f"{origin} moves {' '.join(moves)}\n" for moves, _ in games)
    run = subprocess.run([args.chequer, "games", "--variant", chequer_name], input=text,
                         capture_output=True, text=True)
    if run.returncode:
        return variant, 0, [f"chequer failed: {run.stderr.strip()}"]
    replies = run.stdout.split("\n\n")
    positions = 0
    disagreements = []
    for (moves, plies), reply in zip(games, replies):
        for line in reply.strip("\n").splitlines():
            if line.startswith("error"):
                disagreements.append(f"{line}\n    moves: {' '.join(moves)}")
                break
            ply = int(line.split("\t")[0])
            positions += 1
            try:
                compare_position(line, plies[ply], chequer_name)
            except Disagreement as disagreement:
                disagreements.append(f"{disagreement}\n    moves: {' '.join(moves[:ply])}")
                break
    return variant, positions, disagreements


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="the rule sets (default: every shared one)")
    parser.add_argument("--games", type=int, default=10, help="games per rule set")
    parser.add_argument("--plies", type=int, default=300, help="the longest game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--chequer", default="target/release/chequer")
    args = parser.parse_args()
    ours = chequer_variants(args.chequer)
    shared = [v for v in sf.variants() if CHEQUER_NAMES.get(v, v) in ours]
    variants = args.variants or shared
    unknown = [v for v in variants if v not in shared]
    if unknown:
        sys.exit(f"not a rule set of both: {' '.join(unknown)}")
    began = time.time()
    jobs = [(v, ours[CHEQUER_NAMES.get(v, v)], args) for v in variants]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(run_variant, jobs, chunksize=1)
    total_positions = 0
    total_disagreements = 0
    for variant, positions, disagreements in results:
        total_positions += positions
        total_disagreements += len(disagreements)
        status = "ok  " if not disagreements else "DIFF"
        print(f"{status} {variant:16} {positions:7} positions, {len(disagreements)} disagreements")
        for disagreement in disagreements[:5]:
            print(f"     {disagreement}")
    print(f"{len(variants)} rule sets, {len(variants) * args.games} games, {total_positions} "
          f"positions, {total_disagreements} disagreements, {time.time() - began:.0f} s "
          f"(pyffish {sf.version()}; {len(sf.variants())} Fairy-Stockfish variants, "
          f"{len(shared)} played by chequer)")
    sys.exit(1 if total_disagreements else 0)


if __name__ == "__main__":
    main()
