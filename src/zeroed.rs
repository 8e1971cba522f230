//! Large zeroed slices for the perft table, taken from the operating system untouched.
//!
//! A table of many GiB is read at random, one cache line per probe. Two costs dominate it:
//! making the memory resident before the first count (a 16 GiB table written slot by slot
//! took 40 s), and a page-table walk on nearly every probe with 4 KiB pages. On Unix the
//! slice is an anonymous mapping, zero and not resident until touched; on Linux it also asks
//! for transparent huge pages, so that one TLB entry covers 2 MiB instead of 4 KiB.

use std::ops::Deref;
use std::ptr::NonNull;

/// A slice of `T` whose memory starts all zero and is given back on drop.
pub(crate) struct ZeroedSlice<T> {
    start: NonNull<T>,
    len: usize,
}

// SAFETY: the slice owns its elements like a `Box<[T]>`, which is `Send` and `Sync` under the
// same bounds.
unsafe impl<T: Send> Send for ZeroedSlice<T> {}
// SAFETY: as above; shared access hands out only `&[T]`.
unsafe impl<T: Sync> Sync for ZeroedSlice<T> {}

impl<T> ZeroedSlice<T> {
    /// `len` elements (at least one), or `None` where the system refuses the size.
    ///
    /// # Safety
    ///
    /// A `T` whose bytes are all zero must be a valid `T`.
    pub(crate) unsafe fn new(len: usize) -> Option<ZeroedSlice<T>> {
        let bytes = size_of::<T>().checked_mul(len)?;
        if bytes == 0 {
            return None;
        }
        let start = NonNull::new(map_zeroed(bytes, align_of::<T>())?.cast::<T>())?;
        Some(ZeroedSlice { start, len })
    }
}

impl<T> Deref for ZeroedSlice<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        // SAFETY: `start` holds `len` elements, zeroed and so valid by `new`'s contract, owned
        // by `self` for as long as the borrow.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl<T> Drop for ZeroedSlice<T> {
    fn drop(&mut self) {
        // SAFETY: `start` came from `map_zeroed` with this size and alignment.
        unsafe {
            unmap(
                self.start.as_ptr().cast(),
                self.len * size_of::<T>(),
                align_of::<T>(),
            )
        }
    }
}

/// `bytes` zero bytes aligned to `align` (a page's alignment at most), or `None`.
#[cfg(unix)]
fn map_zeroed(bytes: usize, _align: usize) -> Option<*mut u8> {
    // SAFETY: an anonymous private mapping at an address of the kernel's choosing touches no
    // existing memory. Its pages read as zero and are page aligned.
    let start = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if start == libc::MAP_FAILED {
        return None;
    }
    // Huge pages are a hint: where the kernel has none to give, 4 KiB pages still work.
    #[cfg(target_os = "linux")]
    // SAFETY: the range is exactly the mapping just made.
    unsafe {
        libc::madvise(start, bytes, libc::MADV_HUGEPAGE);
    }
    Some(start.cast())
}

/// # Safety
///
/// `start` came from `map_zeroed(bytes, align)`.
#[cfg(unix)]
unsafe fn unmap(start: *mut u8, bytes: usize, _align: usize) {
    // SAFETY: by the contract, the range is one whole mapping of ours.
    unsafe {
        libc::munmap(start.cast(), bytes);
    }
}

#[cfg(not(unix))]
fn map_zeroed(bytes: usize, align: usize) -> Option<*mut u8> {
    let layout = std::alloc::Layout::from_size_align(bytes, align).ok()?;
    // SAFETY: the layout's size is not zero.
    let start = unsafe { std::alloc::alloc_zeroed(layout) };
    (!start.is_null()).then_some(start)
}

/// # Safety
///
/// `start` came from `map_zeroed(bytes, align)`.
#[cfg(not(unix))]
unsafe fn unmap(start: *mut u8, bytes: usize, align: usize) {
    // SAFETY: by the contract, `start` was allocated with this layout.
    unsafe {
        std::alloc::dealloc(
            start,
            std::alloc::Layout::from_size_align_unchecked(bytes, align),
        )
    }
}
