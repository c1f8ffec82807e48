//! How each game's board looks, as data: the interface draws squares and
//! the Martian canal from this instead of asking which game it is. Colours
//! stay the theme's; this only says which of them a square takes.

/// The colouring of the squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Squares {
    /// Light and dark in turn, a1 dark.
    Checkered,
    /// One colour throughout, as a shogi board is.
    Plain,
}

/// A board split into the two players' zones by a canal (Martian Chess):
/// the canal takes a row of its own on screen, and the far zone's squares
/// take the zone colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Zones {
    /// How many ranks player 1's zone holds; the canal runs above them.
    pub near_ranks: u8,
}

impl Zones {
    /// Whether `rank` (from 0) lies beyond the canal, in player 2's zone.
    pub fn is_far(self, rank: u8) -> bool {
        rank >= self.near_ranks
    }
}

/// Everything about a game's board that drawing it needs, besides its
/// size ([`super::GameId::dims`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardStyle {
    pub squares: Squares,
    pub zones: Option<Zones>,
}

impl BoardStyle {
    /// A chessboard's.
    pub const CHECKERED: BoardStyle = BoardStyle {
        squares: Squares::Checkered,
        zones: None,
    };
}

#[cfg(test)]
mod tests {
    use crate::games::martian::zone_of;
    use crate::games::{Coord, GameId, Side};

    #[test]
    fn the_far_zone_is_player_two_s_martian_zone() {
        let dims = GameId::Martian.dims();
        let Some(zones) = GameId::Martian.board_style().zones else {
            panic!("Martian Chess has zones");
        };
        for rank in 0..dims.ranks {
            let far = zone_of(Coord::new(0, rank)) == Side::Two;
            assert_eq!(zones.is_far(rank), far, "rank {rank}");
        }
    }

    #[test]
    fn only_martian_chess_has_a_canal() {
        for game in GameId::ALL {
            let zoned = game.board_style().zones.is_some();
            assert_eq!(zoned, game == GameId::Martian, "{game}");
        }
    }
}
