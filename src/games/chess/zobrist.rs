//! Zobrist keys, generated at compile time from a fixed seed so a
//! position's key never changes between runs or builds.

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

pub(crate) struct Keys {
    /// `[side][role][square]`.
    pub pieces: [[[u64; 64]; 6]; 2],
    /// Black to move.
    pub black: u64,
    /// One per set of castling rights (a 4-bit mask).
    pub castling: [u64; 16],
    /// The file of the en-passant square.
    pub en_passant: [u64; 8],
}

const fn make_keys() -> Keys {
    let mut keys = Keys {
        pieces: [[[0; 64]; 6]; 2],
        black: 0,
        castling: [0; 16],
        en_passant: [0; 8],
    };
    let mut state = 0x7AB0_1E12_0C4E_5500;
    let mut side = 0;
    while side < 2 {
        let mut role = 0;
        while role < 6 {
            let mut sq = 0;
            while sq < 64 {
                let (next, key) = splitmix(state);
                state = next;
                keys.pieces[side][role][sq] = key;
                sq += 1;
            }
            role += 1;
        }
        side += 1;
    }
    let (next, key) = splitmix(state);
    state = next;
    keys.black = key;
    // Each right has its own key; a set of rights is their xor, so that
    // losing one right changes the hash by that right's key alone.
    let mut rights = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let (next, key) = splitmix(state);
        state = next;
        rights[i] = key;
        i += 1;
    }
    let mut mask = 0;
    while mask < 16 {
        let mut bit = 0;
        while bit < 4 {
            if mask & (1 << bit) != 0 {
                keys.castling[mask] ^= rights[bit];
            }
            bit += 1;
        }
        mask += 1;
    }
    let mut file = 0;
    while file < 8 {
        let (next, key) = splitmix(state);
        state = next;
        keys.en_passant[file] = key;
        file += 1;
    }
    keys
}

pub(crate) static KEYS: Keys = make_keys();
