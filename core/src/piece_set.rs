//! A macro that declares a piece-kind enum and implements [`Piece`](crate::Piece) for it.

/// Declares a field-less enum of piece kinds, each with its lower-case FEN letter, and
/// implements [`Piece`](crate::Piece) for it. Attributes (such as `strum` derives) pass through.
///
/// ```
/// chequer_core::piece_set! {
///     /// Pieces of a tiny game.
///     pub enum Tiny { King = 'k', Knight = 'n' }
/// }
/// use chequer_core::Piece;
/// assert_eq!(Tiny::from_letter('N'), Some(Tiny::Knight));
/// assert_eq!(Tiny::COUNT, 2);
/// ```
#[macro_export]
macro_rules! piece_set {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $letter:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(u8)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        impl $crate::Piece for $name {
            const COUNT: usize = [$($letter),+].len();
            type Map<T: Copy + Eq + ::core::hash::Hash + ::core::fmt::Debug + Send + Sync> = [T; [$($letter),+].len()];

            #[inline(always)]
            fn map<T: Copy + Eq + ::core::hash::Hash + ::core::fmt::Debug + Send + Sync>(value: T) -> Self::Map<T> {
                [value; [$($letter),+].len()]
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
                    $($name::$variant => $letter),+
                }
            }
        }
    };
}
