//! A macro that declares a piece-kind enum and implements [`Piece`](crate::Piece) for it.

/// Declares a field-less enum of piece kinds, each with its lower-case FEN letter, and
/// implements [`Piece`](crate::Piece) for it. A kind written `+ Base` instead of a letter is
/// the promoted form of `Base`, its token `+` and `Base`'s letter. Attributes (such as `strum`
/// derives) pass through.
///
/// ```
/// chequer_core::piece_set! {
///     /// Pieces of a tiny game.
///     pub enum Tiny { King = 'k', Knight = 'n', Pawn = 'p', Tokin = + Pawn }
/// }
/// use chequer_core::{Color, ColoredPiece, Piece};
/// assert_eq!(Tiny::from_letter('N'), Some(Tiny::Knight));
/// assert_eq!(Tiny::COUNT, 4);
/// assert_eq!(Tiny::Pawn.promoted(), Some(Tiny::Tokin));
/// let tokin = ColoredPiece { color: Color::White, piece: Tiny::Tokin };
/// assert_eq!(tokin.token().to_string(), "+P");
/// assert_eq!(ColoredPiece::from_token("+P"), Some(tokin));
/// ```
#[macro_export]
macro_rules! piece_set {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $token:tt $($base:ident)?),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(u8)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        impl $crate::Piece for $name {
            const COUNT: usize = [$(stringify!($variant)),+].len();
            type Map<T: Copy + Eq + ::core::hash::Hash + ::core::fmt::Debug + Send + Sync> = [T; [$(stringify!($variant)),+].len()];

            #[inline(always)]
            fn map<T: Copy + Eq + ::core::hash::Hash + ::core::fmt::Debug + Send + Sync>(value: T) -> Self::Map<T> {
                [value; [$(stringify!($variant)),+].len()]
            }

            #[inline(always)]
            fn index(self) -> usize {
                self as usize
            }

            #[inline(always)]
            fn from_index(index: usize) -> Option<Self> {
                [$($name::$variant),+].get(index).copied()
            }

            fn letter(self) -> char {
                match self {
                    $($name::$variant => $crate::__piece_letter!($name $token $($base)?)),+
                }
            }

            #[inline(always)]
            fn demoted(self) -> Option<Self> {
                match self {
                    $($name::$variant => $crate::__piece_base!($name $token $($base)?)),+
                }
            }

            /// A table built at compile time, so that move generation pays one load.
            #[inline(always)]
            fn promoted(self) -> Option<Self> {
                const ALL: &[$name] = &[$($name::$variant),+];
                const PROMOTED: [Option<$name>; ALL.len()] = {
                    let mut table = [None; ALL.len()];
                    let mut index = 0;
                    while index < ALL.len() {
                        let demoted: Option<$name> = match ALL[index] {
                            $($name::$variant => $crate::__piece_base!($name $token $($base)?)),+
                        };
                        if let Some(base) = demoted {
                            table[base as usize] = Some(ALL[index]);
                        }
                        index += 1;
                    }
                    table
                };
                PROMOTED[self as usize]
            }
        }
    };
}

/// A kind's letter in [`piece_set!`]: its own, or its base kind's after `+`.
#[doc(hidden)]
#[macro_export]
macro_rules! __piece_letter {
    ($name:ident + $base:ident) => {
        $crate::Piece::letter($name::$base)
    };
    ($name:ident $letter:literal) => {
        $letter
    };
}

/// The kind a kind of [`piece_set!`] is the promoted form of.
#[doc(hidden)]
#[macro_export]
macro_rules! __piece_base {
    ($name:ident + $base:ident) => {
        Some($name::$base)
    };
    ($name:ident $letter:literal) => {
        None
    };
}
