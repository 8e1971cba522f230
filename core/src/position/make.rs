//! Playing a move: boards, rights, en passant, clocks and the incremental hash.

use crate::board::bitboard::Bitboard;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Geometry;
use crate::board::square::Square;
use crate::movegen::moves::{Move, MoveKind};
use crate::pieces::hand::Hand;
use crate::pieces::piece::Piece;
use crate::position::Position;
use crate::position::castling;
use crate::position::state::VariantState;
use crate::rules::Pawns;
use crate::rules::{Castling, Drops, Gating, Promotion};
use crate::rules::{Keys, Legality, Rules, Strategy, is_other_pawn};
use core::fmt;

/// A move that is not legal in the position it was played in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct IllegalMoveError;

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move")
    }
}

impl core::error::Error for IllegalMoveError {}

impl<R: Rules> Position<R> {
    /// Plays `mv` if it is legal.
    pub fn play(&mut self, mv: Move<R>) -> Result<(), IllegalMoveError> {
        if !self.is_legal(mv) {
            return Err(IllegalMoveError);
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays `mv`, which must be legal (or at least pseudo-legal) in this position.
    ///
    /// A move that is neither leaves the position in an unspecified state: pieces may vanish
    /// and the hash may no longer match [`Position::hash_from_scratch`]. It is still memory
    /// safe, and queries and moves on it do not panic (the tests play every move kind between
    /// any two squares to check that). The one assertion such a position can trip is the
    /// hash check that [`perft`](crate::perft) makes in debug builds.
    pub fn play_unchecked(&mut self, mv: Move<R>) {
        let us = self.turn;
        // The king the opponent moves next, read before this move's stores, so that the
        // check masks' lookups from it need not wait for them (orthodox perft 1–4 % faster):
        // no move of ours moves it, and no legal one takes a royal king. Only masks use it.
        let next_king = if const { matches!(R::Legality::STRATEGY, Strategy::Masks) } {
            self.royal_king(!us)
        } else {
            None
        };
        let mut old_rights = self.castling_rooks;
        let ep_pawn = self.ep_pawn();
        if ep_pawn.is_some() {
            self.hash ^= self.ep_key();
            self.ep_square = None;
            self.ep_pawn_aside = None;
        }
        self.halfmoves += 1;
        let from = mv.origin();
        let to = mv.to();
        let captured = match mv.kind() {
            MoveKind::Castle => {
                self.castle(from, to);
                None
            }
            MoveKind::Drop => {
                self.drop_piece(mv);
                None
            }
            // Only a rule set that passes has a pass to play: elsewhere the arm compiles away.
            MoveKind::Pass if R::PASSES => None,
            _ => self.move_piece(mv, ep_pawn, &mut old_rights),
        };
        // Only a rule set that places walls has one to place: elsewhere this compiles away.
        if const { R::WALLS.is_some() }
            && let Some(wall) = mv.wall()
        {
            self.build_wall(wall);
        }
        // Likewise for gates.
        if let Some(gating) = const { R::Drops::GATING } {
            self.pass_gates(mv, gating);
        }
        self.finish(us, old_rights, mv, next_king, captured);
    }

    /// Gates the piece `mv` brings in from hand, if any, onto its square, which the move has
    /// left empty, and closes the gates the move leaves or takes, and, by `gating`, the
    /// mover's gates once its hand is empty.
    fn pass_gates(&mut self, mv: Move<R>, gating: Gating) {
        let us = self.turn;
        if let Some((piece, square)) = mv.gate()
            && self.piece_at(square).is_none()
            && self.remove_from_hand(us, piece)
        {
            self.put(square, us, piece);
        }
        let open = self.state.gates();
        // A castling move leaves the rook's square too, a capture takes the gate it lands on.
        let mut gates = open.without(mv.origin()).without(mv.to());
        // Only a gate or a drop empties a hand.
        let took_from_hand = mv.gate().is_some() || mv.kind() == MoveKind::Drop;
        if gating == Gating::UntilHandEmpty && took_from_hand && self.hand.is_empty(us) {
            gates = gates - R::Castling::castling_rank(us);
        }
        if gates != open {
            self.hash ^= self.state.set_gates(gates);
        }
    }

    /// Puts the wall of a move's second part on `wall`, an empty square. A pawn that passed
    /// it can no longer be taken en passant there.
    fn build_wall(&mut self, wall: Square<R::Geometry>) {
        if self.occupied().contains(wall) {
            return;
        }
        self.hash ^= self.state.build_wall(wall);
        if self.ep_square == Some(wall) {
            self.ep_square = None;
            self.ep_pawn_aside = None;
        }
    }

    /// Moves the piece of an ordinary move (promotion, en passant and double step included),
    /// takes what it captures (en passant: `ep_pawn`), returned, and drops the rights it ends. Rights that
    /// [`Rules::after_capture`] took and hashed are taken out of `old_rights`, so that
    /// `finish` does not hash them again.
    #[inline(always)]
    fn move_piece(
        &mut self,
        mv: Move<R>,
        ep_pawn: Option<Square<R::Geometry>>,
        old_rights: &mut Bitboard<R::Geometry>,
    ) -> Option<R::Piece> {
        let us = self.turn;
        let (from, to, kind) = (mv.origin(), mv.to(), mv.kind());
        // Only castling moves onto an own piece, and a promotion in place stays on its square
        // (tested only where promotions are moves of their own); any other such move changes
        // no board.
        let in_place = const { R::Promotion::PROMOTION_MOVES.is_some() } && from == to;
        if self.by_color[us].contains(to) && !in_place {
            return None;
        }
        let moved = self.take(from, us)?;
        let captured_on = match ep_pawn {
            Some(pawn) if kind == MoveKind::EnPassant => pawn,
            _ => to,
        };
        let captured = self.take(captured_on, !us);
        if let Some(captured) = captured {
            self.halfmoves = 0;
            // A king that is not royal can be taken, and its rights go with it; a king taken
            // off its castling rank (promoted, in kinglet) had none.
            if captured.piece == R::KING && Self::is_castling_king(captured.color, captured_on) {
                self.castling_rooks =
                    self.castling_rooks - R::Castling::castling_rank(captured.color);
            }
            if R::Hand::DROPS
                && let Some(piece) = R::Drops::captured_to_hand(self, captured, captured_on)
            {
                self.add_to_hand(us, piece);
            }
        }
        self.put(to, us, mv.promotion_piece().unwrap_or(moved.piece));
        // A pawn's move, or a promotion, cannot be undone (unless promoted pieces turn back);
        // nor can the move of another kind of pawn.
        let resets_clock = if Some(moved.piece) == R::PAWN {
            R::Pawns::move_resets_clock(from, to) || mv.promotion_piece().is_some()
        } else {
            is_other_pawn::<R>(moved.piece)
                || R::Promotion::PIECES_PROMOTE
                    && !R::Promotion::PROMOTION_TURNS_BACK
                    && mv.promotion_piece().is_some()
        };
        if resets_clock {
            self.halfmoves = 0;
        }
        // The castling king's move ends its rights; another king's (promoted, in kinglet) not.
        if moved.piece == R::KING && Self::is_castling_king(us, from) {
            self.castling_rooks = self.castling_rooks - R::Castling::castling_rank(us);
        }
        self.castling_rooks.remove(from);
        self.castling_rooks.remove(to);
        if captured.is_some() {
            let rights = self.castling_rooks;
            R::after_capture(self, mv);
            *old_rights ^= rights ^ self.castling_rooks;
        }
        if kind == MoveKind::DoubleStep && R::EN_PASSANT {
            // The square between origin and target: behind a straight step, beside a
            // diagonal one (the mean of the indices, as the step spans two ranks).
            let passed = Square::from_index_unchecked((from.index() + to.index()) / 2);
            if R::Pawns::en_passant_zone(!us).contains(passed) {
                self.ep_square = Some(passed);
                if passed.file() != to.file() {
                    self.ep_pawn_aside = Some(to);
                }
            }
        }
        captured.map(|captured| captured.piece)
    }

    /// Puts the dropped piece from the mover's hand onto its empty target square; a drop
    /// cannot be undone, so it resets the half-move clock (as Fairy-Stockfish counts). A drop
    /// the hand or the square cannot take (always so without drops) changes nothing on the
    /// board.
    fn drop_piece(&mut self, mv: Move<R>) {
        let us = self.turn;
        let Some(piece) = mv.dropped_piece() else {
            return;
        };
        // A promoted kind dropped (kyoto shogi) comes from hand as the kind it promotes from.
        let in_hand = if R::Drops::DROPS_PROMOTED {
            piece.demoted().unwrap_or(piece)
        } else {
            piece
        };
        if self.piece_at(mv.to()).is_none() && self.remove_from_hand(us, in_hand) {
            self.put(mv.to(), us, piece);
            self.halfmoves = 0;
            // Only a rule set whose rights come from drops looks: elsewhere this compiles away.
            if let Some(king_file) = const { R::Castling::RIGHTS_FROM_DROPS } {
                self.grant_rights_of_drop(mv.to(), piece, king_file);
            }
        }
    }

    /// The castling rights a piece dropped on `square` gains ([`Castling::RIGHTS_FROM_DROPS`]):
    /// a king on `king_file` of the castling rank with the castling pieces on its edge files, a
    /// castling piece on an edge file with the king on `king_file`. Hashed by `finish`, which
    /// hashes every right that changed.
    fn grant_rights_of_drop(
        &mut self,
        square: Square<R::Geometry>,
        piece: R::Piece,
        king_file: u8,
    ) {
        let us = self.turn;
        let rank = R::Castling::castling_rank(us);
        if !rank.contains(square) {
            return;
        }
        let last_file = <R::Geometry as Geometry>::FILES - 1;
        let edges = (Bitboard::file(0) | Bitboard::file(last_file)) & rank;
        let king_square = (rank & Bitboard::file(king_file)).first();
        let granted = if piece == R::KING && square.file() == king_file {
            (edges & self.by_color(us))
                .iter()
                .filter(|&rook| {
                    self.piece_at(rook)
                        .is_some_and(|rook| R::Castling::castles(rook.piece))
                })
                .fold(Bitboard::empty(), Bitboard::with)
        } else if R::Castling::castles(piece)
            && edges.contains(square)
            && king_square.is_some_and(|king| self.pieces(us, R::KING).contains(king))
        {
            Bitboard::from_square(square)
        } else {
            return;
        };
        if (granted - self.castling_rooks).is_nonempty() {
            self.castling_rooks |= granted;
            self.castling_paths = castling::CastlingPaths::new::<R>(
                ByColor::new_with(|color| self.castling_king(color)),
                self.castling_rooks,
            );
        }
    }

    /// Moves king and rook to their castling squares and drops the mover's rights.
    fn castle(&mut self, king: Square<R::Geometry>, rook: Square<R::Geometry>) {
        let us = self.turn;
        // The piece on the rook's square, looked up only where another kind castles too.
        let rook_piece = if R::Castling::OTHER_CASTLING_PIECES.is_empty() {
            R::CASTLING_ROOK
        } else {
            self.piece_at(rook).map(|piece| piece.piece)
        };
        let (Some((king_to, rook_to)), Some(rook_piece)) =
            (castling::destinations::<R>(king, rook), rook_piece)
        else {
            return;
        };
        self.take(king, us);
        self.take(rook, us);
        self.put(king_to, us, R::KING);
        self.put(rook_to, us, rook_piece);
        self.castling_rooks = self.castling_rooks - R::Castling::castling_rank(us);
    }

    /// Hashes the changed rights and en-passant square, hands the move to the opponent, and
    /// lets the rule set update its own state.
    #[inline(always)]
    fn finish(
        &mut self,
        us: Color,
        old_rights: Bitboard<R::Geometry>,
        mv: Move<R>,
        next_king: Option<Square<R::Geometry>>,
        captured: Option<R::Piece>,
    ) {
        for rook in old_rights ^ self.castling_rooks {
            self.hash ^= R::Keys::castling_key(rook);
        }
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !us;
        self.hash ^= R::Keys::turn_key(us) ^ R::Keys::turn_key(!us);
        if let Some(ep) = self.ep_square {
            self.ep_square = self.ep_if_capturable(ep);
            if self.ep_square.is_some() {
                self.hash ^= self.ep_key();
            } else {
                self.ep_pawn_aside = None;
            }
        }
        self.update_check_info_for(next_king);
        R::after_move(self, mv, captured);
    }
}
