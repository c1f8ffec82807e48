//! The transposition table: what earlier searches learned of a position,
//! found by its Zobrist key.

use std::mem::size_of;

/// How a stored score relates to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true value is at least this (a beta cut-off).
    Lower,
    /// The true value is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub mv: Option<M>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    generation: u8,
}

/// One entry per slot, replaced when the new one is deeper or the old one
/// is from an earlier search; the same position's entry gives way unless
/// it is much deeper.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    generation: u8,
}

/// Asks Linux to back the (still untouched) buffer of `slots` with huge
/// pages: every probe lands on a random slot, and with small pages most
/// probes also miss the address cache, which costs much more in a
/// virtual machine. Only advice; nothing changes if it is not taken.
fn ask_for_huge_pages<T>(slots: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = slots.as_ptr() as usize;
        let end = start + slots.capacity() * size_of::<T>();
        // madvise wants a page-aligned start.
        let aligned = start.next_multiple_of(PAGE);
        if aligned < end {
            // SAFETY: madvise only advises on the range, which lies in the
            // vector's own allocation, alive during the call.
            unsafe {
                libc::madvise(
                    aligned as *mut libc::c_void,
                    end - aligned,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = slots;
}

/// The default size of RULES.md's engine.
pub const DEFAULT_MIB: usize = 32;

impl<M: Copy> Table<M> {
    pub fn new(mib: usize) -> Table<M> {
        let bytes = mib.max(1) * 1024 * 1024;
        let count = (bytes / size_of::<Option<Entry<M>>>()).max(1024);
        let mut slots = Vec::with_capacity(count);
        ask_for_huge_pages(&slots);
        slots.resize(count, None);
        Table {
            slots,
            generation: 0,
        }
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|slot| *slot = None);
    }

    fn slot(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    /// Starts loading `key`'s slot into the cache, so that the probe
    /// which follows soon after waits less for memory.
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot: *const Option<Entry<M>> = &self.slots[self.slot(key)];
            // SAFETY: a prefetch is a hint that never faults, and the
            // address is that of a live slot; SSE is part of x86_64.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|entry| entry.key == key)
    }

    pub fn store(&mut self, key: u64, mv: Option<M>, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation;
        let slot = self.slot(key);
        let replace = match &self.slots[slot] {
            None => true,
            // The same position keeps a much deeper result (quiescence
            // stores at depth 0).
            Some(old) if old.key == key => depth + 2 >= i32::from(old.depth),
            Some(old) => old.generation != generation || depth >= i32::from(old.depth),
        };
        if replace {
            let old_move = self.slots[slot].filter(|e| e.key == key).and_then(|e| e.mv);
            self.slots[slot] = Some(Entry {
                key,
                mv: mv.or(old_move),
                score,
                depth: depth.clamp(-1, i32::from(i16::MAX)) as i16,
                bound,
                generation,
            });
        }
    }
}
